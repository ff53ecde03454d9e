import { EditOutlined } from '@ant-design/icons';
import { Button, Flex, Select, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasPermission, useMe } from '../../shared/api/use-me.ts';
import { formatDateTime } from '../../shared/format/format.ts';
import { ServerTable } from '../../shared/table/server-table.tsx';
import { useListParams } from '../../shared/table/use-list-params.ts';
import { CreateLink, PageHeader } from '../../shared/ui/page-header.tsx';
import { StatusFilter } from '../../shared/ui/status-options.tsx';
import type { OperatorRow } from './operator-types.ts';
import { useRoleOptions } from './use-role-options.ts';

export function OperatorsPage() {
  const { t } = useTranslation();
  const me = useMe().data;
  const canManage = hasPermission(me, 'operators.manage');
  const { params, update } = useListParams({ sort: 'name' });
  const roles = useRoleOptions().data ?? [];

  const columns: ColumnsType<OperatorRow> = [
    { key: 'id', dataIndex: 'id', title: t('common.id'), sorter: true, width: 70 },
    { key: 'name', dataIndex: 'name', title: t('common.name'), sorter: true },
    { key: 'username', dataIndex: 'username', title: t('common.username'), sorter: true },
    { key: 'role_name', dataIndex: 'role_name', title: t('common.role'), sorter: true },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('common.status'),
      sorter: true,
      render: (status: OperatorRow['status']) => (
        <Tag color={status === 'active' ? 'green' : 'default'}>{t(`common.${status}`)}</Tag>
      ),
    },
    {
      key: 'last_login_at',
      dataIndex: 'last_login_at',
      title: t('common.lastLogin'),
      sorter: true,
      render: (value: string | null) => formatDateTime(value) || t('common.never'),
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
            render: (_: unknown, row: OperatorRow) => (
              <Link to={`/operators/${row.id}/edit`}>
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
        title={t('operators.title')}
        actions={canManage && <CreateLink to="/operators/create" label={t('operators.create')} />}
      />
      <ServerTable<OperatorRow>
        endpoint="/api/staff/operators"
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
