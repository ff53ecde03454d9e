import { EditOutlined, SyncOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Space, Switch, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../shared/api/client.ts';
import { hasPermission, useMe } from '../../shared/api/use-me.ts';
import { ServerTable } from '../../shared/table/server-table.tsx';
import { useFeedback } from '../../shared/ui/use-feedback.ts';
import type { ProductRow } from './product-types.ts';

/** Product list: sync state, withdrawal bounds, maintenance switch, edit and sync. */
export function ProductsPage() {
  const { t } = useTranslation();
  const me = useMe().data;
  const canUpdate = hasPermission(me, 'products.update');
  const canSync = hasPermission(me, 'products.sync');
  const queryClient = useQueryClient();
  const { confirm, success, failure } = useFeedback();
  const run = (text: string, call: () => Promise<{ message: string }>) =>
    confirm(text, async () => {
      try {
        success((await call()).message);
      } catch (error) {
        failure(error);
      }
      await queryClient.invalidateQueries({ queryKey: ['/api/staff/products'] });
    });
  const columns: ColumnsType<ProductRow> = [
    { key: 'position', dataIndex: 'position', title: '#', sorter: true },
    { key: 'name', dataIndex: 'name', title: t('common.name'), sorter: true },
    { key: 'tier', dataIndex: 'tier', title: t('money.products.tier'), sorter: true },
    {
      key: 'sync_state',
      dataIndex: 'sync_state',
      title: t('money.products.syncState'),
      render: (s: ProductRow['sync_state']) => (
        <Tag color={s === 'synced' ? 'green' : s === 'failed' ? 'red' : 'gold'}>
          {t(`money.products.sync.${s}`)}
        </Tag>
      ),
    },
    {
      key: 'deposit',
      title: t('money.products.depositRange'),
      render: (_: unknown, p: ProductRow) => `${p.min_deposit ?? '—'} – ${p.max_deposit ?? '—'}`,
    },
    {
      key: 'withdrawal',
      title: t('money.products.withdrawalRange'),
      render: (_: unknown, p: ProductRow) => `${p.min_withdrawal ?? '—'} – ${p.max_withdrawal ?? '—'}`,
    },
    {
      key: 'maintenance',
      title: t('money.products.maintenance'),
      render: (_: unknown, p: ProductRow) => (
        <Switch
          aria-label={t('money.products.maintenance')}
          checked={p.maintenance}
          disabled={!canUpdate}
          onChange={(on) =>
            run(
              t(on ? 'money.products.confirmMaintenanceOn' : 'money.products.confirmMaintenanceOff', {
                name: p.name,
              }),
              () => api.put(`/api/staff/products/${p.id}`, { maintenance: on }),
            )
          }
        />
      ),
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('common.status'),
      render: (s: ProductRow['status']) => (
        <Tag color={s === 'active' ? 'green' : 'default'}>{t(`common.${s}`)}</Tag>
      ),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (_: unknown, p: ProductRow) => (
        <Space size={4}>
          {canUpdate && (
            <Link to={`/products/${p.id}/edit`}>
              <Button size="small" icon={<EditOutlined />}>
                {t('common.edit')}
              </Button>
            </Link>
          )}
          {canSync && (
            <Button
              size="small"
              icon={<SyncOutlined />}
              onClick={() =>
                run(t('money.products.confirmSync', { name: p.name }), () =>
                  api.post(`/api/staff/products/${p.id}/sync`),
                )
              }
            >
              {t('money.products.syncNow')}
            </Button>
          )}
        </Space>
      ),
    },
  ];
  return (
    <Flex vertical gap={12}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('money.menu.products')}
      </Typography.Title>
      <ServerTable<ProductRow>
        endpoint="/api/staff/products"
        rowKey="id"
        defaultSort="position"
        columns={columns}
        dateRange={false}
      />
    </Flex>
  );
}
