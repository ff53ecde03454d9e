import { Select } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** Active / inactive, as operators, roles, members, accounts and products have it. */
export function statusOptions(t: TFunction) {
  return [
    { value: 'active', label: t('common.active') },
    { value: 'inactive', label: t('common.inactive') },
  ];
}

/** The status filter of a list page; '' means all. */
export function StatusFilter({ value, onChange }: { value: string; onChange: (status: string) => void }) {
  const { t } = useTranslation();
  return (
    <Select
      aria-label={t('common.status')}
      style={{ width: 150 }}
      value={value}
      onChange={onChange}
      options={[{ value: '', label: `${t('common.status')}: ${t('common.all')}` }, ...statusOptions(t)]}
    />
  );
}
