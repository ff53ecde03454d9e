import type { RoleView } from '@topup/contracts/api/access.ts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { dateTimeColumn, editColumns, statusColumn } from '../../shared/resource/columns.tsx';
import { useResourceList } from '../../shared/resource/use-resource-list.ts';
import type { ListColumns } from '../../shared/table/list-columns.ts';
import { ListPage } from '../../shared/table/list-page.tsx';
import { CreateLink } from '../../shared/ui/page-header.tsx';
import { StatusFilter } from '../../shared/ui/status-options.tsx';
import { rolesList, rolesResource } from './api.ts';

export function RolesPage() {
  const { t } = useTranslation();
  const { canManage } = useResourceList({ manage: 'roles.manage' });

  const columns: ListColumns<RoleView> = [
    { key: 'id', dataIndex: 'id', title: t('common.id'), sorter: true, width: 70 },
    {
      key: 'name',
      dataIndex: 'name',
      title: t('common.name'),
      sorter: true,
      render: (name: string, row) => (
        <>
          {name} {row.is_super && <Tag>Super</Tag>}
        </>
      ),
    },
    {
      key: 'permissions',
      title: t('roles.permissions'),
      render: (_: unknown, row) => t('roles.permissionCount', { count: row.permissions.length }),
    },
    {
      key: 'payment_gateway',
      dataIndex: 'payment_gateway',
      title: t('roles.paymentGateway'),
      render: (value: string) => (value === '1' ? t('roles.gatewayOn') : t('roles.gatewayOff')),
    },
    { key: 'operator_count', dataIndex: 'operator_count', title: t('roles.operatorCount'), sorter: true },
    statusColumn(t),
    dateTimeColumn('updated_at', t('common.lastUpdated')),
    ...editColumns<RoleView>(t, canManage, { to: (row) => rolesResource.editRoute(row.id) }),
  ];

  return (
    <ListPage
      title={t('roles.title')}
      actions={canManage && <CreateLink to={rolesResource.createRoute} label={t('roles.create')} />}
      source={rolesList}
      columns={columns}
      dateRange={false}
      toolbar={<StatusFilter />}
    />
  );
}
