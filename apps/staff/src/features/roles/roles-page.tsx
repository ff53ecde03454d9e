import { EditOutlined } from '@ant-design/icons';
import { Button, Flex, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasPermission, useMe } from '../../shared/api/use-me.ts';
import { formatDateTime } from '../../shared/format/format.ts';
import { ServerTable } from '../../shared/table/server-table.tsx';
import { useListParams } from '../../shared/table/use-list-params.ts';
import { CreateLink, PageHeader } from '../../shared/ui/page-header.tsx';
import { StatusFilter } from '../../shared/ui/status-options.tsx';
import type { RoleRow } from './role-types.ts';

export function RolesPage() {
  const { t } = useTranslation();
  const canManage = hasPermission(useMe().data, 'roles.manage');
  const { params, update } = useListParams({ sort: 'name' });

  const columns: ColumnsType<RoleRow> = [
    { key: 'id', dataIndex: 'id', title: t('common.id'), sorter: true, width: 70 },
    {
      key: 'name',
      dataIndex: 'name',
      title: t('common.name'),
      sorter: true,
      render: (name: string, row) => (
        <>
          {name} {row.is_super && <Tag color="gold">Super</Tag>}
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
    {
      key: 'status',
      dataIndex: 'status',
      title: t('common.status'),
      sorter: true,
      render: (status: RoleRow['status']) => (
        <Tag color={status === 'active' ? 'green' : 'default'}>{t(`common.${status}`)}</Tag>
      ),
    },
    {
      key: 'updated_at',
      dataIndex: 'updated_at',
      title: t('common.lastUpdated'),
      sorter: true,
      render: formatDateTime,
    },
    ...(canManage
      ? [
          {
            key: 'actions',
            title: t('common.actions'),
            render: (_: unknown, row: RoleRow) => (
              <Link to={`/roles/${row.id}/edit`}>
                <Button size="small" icon={<EditOutlined />}>
                  {t('common.edit')}
                </Button>
              </Link>
            ),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap={12}>
      <PageHeader
        title={t('roles.title')}
        actions={canManage && <CreateLink to="/roles/create" label={t('roles.create')} />}
      />
      <ServerTable<RoleRow>
        endpoint="/api/staff/roles"
        rowKey="id"
        defaultSort="name"
        columns={columns}
        dateRange={false}
        toolbar={
          <StatusFilter value={params.filters.status ?? ''} onChange={(status) => update({ status })} />
        }
      />
    </Flex>
  );
}
