import type { SaveWebsiteSettingsBody, WebsiteSettings } from '@topup/contracts/api/settings.ts';
import { Card, Input, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImagePicker } from '../../shared/gallery/image-picker.tsx';
import { FormSection, GridField } from '../../shared/resource/form-grid.tsx';
import { LocalizedFields } from '../../shared/resource/localized-fields.tsx';
import { SettingsPage } from '../../shared/resource/settings-page.tsx';
import { MoneyInput } from '../../shared/ui/money-input.tsx';
import { OnOffButtons } from '../../shared/ui/on-off-buttons.tsx';
import { WEBSITE_SETTINGS_URL } from './api.ts';

/** The form shows the theme as a select ('' follows the server's default) and the spin flag as a switch. */
type Values = Omit<WebsiteSettings, 'theme' | 'fortune_spin_enabled'> & { theme: string } & Record<
    'fortune_spin_enabled',
    boolean
  >;

const toValues = (s: WebsiteSettings): Values => ({
  ...s,
  theme: s.theme ?? '',
  fortune_spin_enabled: s.fortune_spin_enabled === 1,
});
const toBody = (v: Values): SaveWebsiteSettingsBody => ({
  ...v,
  theme: (v.theme || null) as WebsiteSettings['theme'],
  fortune_spin_enabled: v.fortune_spin_enabled ? 1 : 0,
});

/** Website Settings: theme, logo, chat links, modal images, flags; applied at once. */
export function WebsiteSettingsPage() {
  const { t } = useTranslation();
  const required = { required: true, message: t('common.required') };
  const link = (name: keyof WebsiteSettings, label: string) => (
    <GridField
      md={8}
      name={name}
      label={label}
      extra={t('website-settings.httpsOnly')}
      rules={[{ ...required, whitespace: true }]}
    >
      <Input maxLength={2000} placeholder="https://" />
    </GridField>
  );
  const images = (name: [string, string], label: string) => (
    <LocalizedFields name={name} label={label} wide>
      {() => <ImagePicker />}
    </LocalizedFields>
  );
  return (
    <SettingsPage<WebsiteSettings, Values>
      endpoint={WEBSITE_SETTINGS_URL}
      title={t('website-settings.title')}
      permission="settings.manage"
      backTo="/dashboard"
      sections
      toValues={toValues}
      toBody={toBody}
      confirmText={() => t('website-settings.confirmSave')}
    >
      <FormSection title={t('website-settings.look')}>
        <GridField md={8} name="theme" label={t('website-settings.theme')}>
          <Select
            options={[
              { value: '', label: t('website-settings.themeDefault') },
              { value: 'DarkGold', label: 'DarkGold' },
              { value: 'Purple', label: 'Purple' },
            ]}
          />
        </GridField>
        <GridField md={16} name="logo" label={t('website-settings.logo')}>
          <ImagePicker />
        </GridField>
      </FormSection>
      <FormSection title={t('website-settings.links')}>
        {link('telegram_link', t('website-settings.telegram'))}
        {link('whatsapp_link', t('website-settings.whatsapp'))}
        <GridField
          md={8}
          name="deposit_redirect"
          label={t('website-settings.depositRedirect')}
          extra={t('website-settings.depositRedirectHint')}
          rules={[{ ...required, whitespace: true }]}
        >
          <Input maxLength={2000} />
        </GridField>
      </FormSection>
      <FormSection title={t('website-settings.flags')}>
        <GridField md={8} name="payment_gateway" label={t('website-settings.paymentGateway')}>
          <OnOffButtons on={t('website-settings.gatewayOn')} off={t('website-settings.gatewayOff')} />
        </GridField>
        <GridField
          md={8}
          name="fortune_spin_enabled"
          label={t('website-settings.fortuneSpin')}
          valuePropName="checked"
        >
          <Switch />
        </GridField>
        <GridField
          md={8}
          name="balance_point"
          label={t('website-settings.balancePoint')}
          extra={t('website-settings.balancePointHint')}
        >
          <MoneyInput />
        </GridField>
        <GridField
          md={8}
          name="member_link_days"
          label={t('website-settings.memberLinkDays')}
          extra={t('website-settings.memberLinkDaysHint')}
          rules={[required]}
        >
          <InputNumber min={0} max={3650} precision={0} style={{ width: '100%' }} />
        </GridField>
      </FormSection>
      <FormSection title={t('website-settings.footer')}>
        <GridField md={8} name={['footer', 'company']} label={t('website-settings.footerCompany')}>
          <Input maxLength={200} />
        </GridField>
        <GridField
          md={8}
          name={['footer', 'terms']}
          label={t('website-settings.footerTerms')}
          extra={t('website-settings.footerTermsHint')}
        >
          <Input.TextArea maxLength={500} autoSize={{ minRows: 1, maxRows: 4 }} />
        </GridField>
        <GridField
          md={8}
          name={['footer', 'support_hours']}
          label={t('website-settings.footerSupportHours')}
          extra={t('website-settings.footerEmptyHint')}
        >
          <Input maxLength={200} />
        </GridField>
      </FormSection>
      <Card title={t('website-settings.images')} style={{ marginBottom: 12 }}>
        {images(['modal_images', 'rescue_bonus'], t('website-settings.rescueBonus'))}
        {images(['modal_images', 'fortune_spin'], t('website-settings.fortuneSpinModal'))}
        {images(['images', 'payments'], t('website-settings.payments'))}
        {images(['images', 'key_points'], t('website-settings.keyPoints'))}
        {images(['images', 'games'], t('website-settings.games'))}
      </Card>
    </SettingsPage>
  );
}
