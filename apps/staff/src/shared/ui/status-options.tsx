import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ListFilter } from '../table/list-filter.tsx';

/** Active / inactive, as operators, roles, members, accounts and products have it. */
export function statusOptions(t: TFunction) {
  return [
    { value: 'active', label: t('common.active') },
    { value: 'inactive', label: t('common.inactive') },
  ];
}

/** The status filter of a list page (in the address as `status`). */
export function StatusFilter() {
  const { t } = useTranslation();
  return <ListFilter name="status" label={t('common.status')} options={statusOptions(t)} />;
}
