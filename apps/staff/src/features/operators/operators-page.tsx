import type { OperatorView } from '@topup/contracts/api/access.ts';
import { Flex, Select } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/format.ts';
import { dateTimeColumn, editColumns, statusColumn } from '../../shared/resource/columns.tsx';
import { useResourceList } from '../../shared/resource/use-resource-list.ts';
import { ServerTable } from '../../shared/table/server-table.tsx';
import { CreateLink, PageHeader } from '../../shared/ui/page-header.tsx';
import { StatusFilter } from '../../shared/ui/status-options.tsx';
import { operatorsList, operatorsResource, useRoleOptions } from './api.ts';

export function OperatorsPage() {
  const { t } = useTranslation();
  const { canManage, params, update } = useResourceList({ manage: 'operators.manage', sort: 'name' });
  const roles = useRoleOptions().data ?? [];

  const columns: ColumnsType<OperatorView> = [
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
      render: (value: string | null) => formatDateTime(value) || t('common.never'),
    },
    dateTimeColumn('updated_at', t('common.lastUpdated')),
    ...editColumns<OperatorView>(t, canManage, { to: (row) => operatorsResource.editRoute(row.id) }),
  ];

  return (
    <Flex vertical gap={12}>
      <PageHeader
        title={t('operators.title')}
        actions={canManage && <CreateLink to={operatorsResource.createRoute} label={t('operators.create')} />}
      />
      <ServerTable<OperatorView>
        source={operatorsList}
        rowKey="id"
        defaultSort="name"
        columns={columns}
        toolbar={
          <>
            <StatusFilter value={params.filters.status ?? ''} onChange={(status) => update({ status })} />
            <Select
              aria-label={t('common.role')}
              style={{ width: 200 }}
              value={params.filters.role_id ?? ''}
              onChange={(role_id) => update({ role_id })}
              options={[
                { value: '', label: `${t('common.role')}: ${t('common.all')}` },
                ...roles.map((r) => ({ value: String(r.id), label: r.name })),
              ]}
            />
          </>
        }
      />
    </Flex>
  );
}
