import { GlobalOutlined } from '@ant-design/icons';
import { LOCALES, type Locale, toLocale } from '@topup/contracts/locales.ts';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLocale } from './i18n.ts';

const NAMES: Record<Locale, string> = { en: 'English', bm: 'Bahasa Malaysia', cn: '中文' };

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <Select<Locale>
      aria-label={t('header.language')}
      data-testid="language-switch"
      suffixIcon={<GlobalOutlined />}
      value={toLocale(i18n.language)}
      onChange={(locale) => void changeLocale(locale)}
      options={LOCALES.map((value) => ({ value, label: NAMES[value] }))}
      style={{ width: 160 }}
      variant="borderless"
    />
  );
}
