import type { OperatorView } from '@topup/contracts/api/access.ts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/format.ts';
import { dateTimeColumn, editColumns, statusColumn } from '../../shared/resource/columns.tsx';
import { useResourceList } from '../../shared/resource/use-resource-list.ts';
import { FiltersButton } from '../../shared/table/filters-button.tsx';
import type { ListColumns } from '../../shared/table/list-columns.ts';
import { ListFilter } from '../../shared/table/list-filter.tsx';
import { ListPage } from '../../shared/table/list-page.tsx';
import { CreateLink } from '../../shared/ui/page-header.tsx';
import { StatusFilter } from '../../shared/ui/status-options.tsx';
import { operatorsList, operatorsResource, useRoleOptions } from './api.ts';

export function OperatorsPage() {
  const { t } = useTranslation();
  const { canManage } = useResourceList({ manage: 'operators.manage' });
  const roles = useRoleOptions().data ?? [];

  const columns: ListColumns<OperatorView> = [
    { key: 'id', dataIndex: 'id', title: t('common.id'), sorter: true, width: 70 },
    { key: 'name', dataIndex: 'name', title: t('common.name'), sorter: true },
    { key: 'username', dataIndex: 'username', title: t('common.username'), sorter: true },
    { key: 'role_name', dataIndex: 'role_name', title: t('common.role'), sorter: true },
    statusColumn(t),
    {
      key: 'last_login_at',
      dataIndex: 'last_login_at',
      title: t('common.lastLogin'),
      sorter: true,
      render: (value: string | null) => (value ? formatDateTime(value) : t('common.never')),
    },
    dateTimeColumn('updated_at', t('common.lastUpdated')),
    ...editColumns<OperatorView>(t, canManage, { to: (row) => operatorsResource.editRoute(row.id) }),
  ];

  return (
    <ListPage
      title={t('operators.title')}
      actions={canManage && <CreateLink to={operatorsResource.createRoute} label={t('operators.create')} />}
      source={operatorsList}
      columns={columns}
      toolbar={
        <FiltersButton names={['status', 'role_id']}>
          <StatusFilter />
          <ListFilter
            name="role_id"
            label={t('common.role')}
            width={200}
            options={roles.map((r) => ({ value: String(r.id), label: r.name }))}
          />
        </FiltersButton>
      }
    />
  );
}
