import { DeleteOutlined, EditOutlined, StopOutlined, SyncOutlined } from '@ant-design/icons';
import type { ProductView } from '@topup/contracts/api/products.ts';
import { PRODUCT_STATUSES } from '@topup/contracts/product-options.ts';
import { Button, Flex, Space, Switch, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasPermission } from '../../shared/api/use-me.ts';
import { formatDateTime, formatRMOrEmpty, formatRMText } from '../../shared/format/format.ts';
import { useConfirmedAction } from '../../shared/resource/use-confirmed-action.ts';
import { useResourceList } from '../../shared/resource/use-resource-list.ts';
import type { ListColumns } from '../../shared/table/list-columns.ts';
import { keyedOptions, ListFilter } from '../../shared/table/list-filter.tsx';
import { ListPage } from '../../shared/table/list-page.tsx';
import { StackedCell } from '../../shared/table/stacked-cell.tsx';
import { CreateLink } from '../../shared/ui/page-header.tsx';
import { StatusTag } from '../../shared/ui/status-tag.tsx';
import { AgentCreditWarning } from './agent-credit-warning.tsx';
import {
  productsList,
  productsResource,
  useDeleteProduct,
  useRetireProduct,
  useSetMaintenance,
  useSyncProduct,
} from './api.ts';

/**
 * Product list: sync state, agent credit (low or stale), bounds, maintenance switch, status
 * (Retired only when filtered for); create, edit, sync, retire and delete.
 */
export function ProductsPage() {
  const { t } = useTranslation();
  const { me, canManage } = useResourceList({ manage: 'products.manage' });
  const canUpdate = hasPermission(me, 'products.update');
  const canSync = hasPermission(me, 'products.sync');
  const run = useConfirmedAction();
  const setMaintenance = useSetMaintenance();
  const sync = useSyncProduct();
  const retire = useRetireProduct();
  const remove = useDeleteProduct();
  const columns: ListColumns<ProductView> = [
    { key: 'position', dataIndex: 'position', title: '#', sorter: true },
    { key: 'name', dataIndex: 'name', title: t('common.name'), sorter: true },
    { key: 'tier', dataIndex: 'tier', title: t('products.tier'), sorter: true },
    {
      key: 'sync_state',
      dataIndex: 'sync_state',
      title: t('products.syncState'),
      render: (s: ProductView['sync_state']) => (
        <Tag color={s === 'synced' ? 'success' : s === 'failed' ? 'error' : 'warning'}>
          {t(`products.sync.${s}`)}
        </Tag>
      ),
    },
    {
      key: 'agent_credit',
      title: t('products.agentCredit'),
      align: 'right',
      render: (_: unknown, p: ProductView) =>
        p.agent_credit === null ? (
          <Typography.Text style={{ color: '#595959' }}>{t('products.agentCreditUnknown')}</Typography.Text>
        ) : (
          <Tooltip
            title={t('products.agentCreditChecked', { at: formatDateTime(p.agent_credit_checked_at) })}
          >
            <Flex gap={6} justify="flex-end" align="center" data-testid={`agent-credit-${p.id}`}>
              {formatRMText(p.agent_credit)}
              {p.agent_credit_low && <StatusTag tone="failed">{t('products.agentCreditLow')}</StatusTag>}
              {p.agent_credit_stale && (
                <StatusTag tone="attention">{t('products.agentCreditStale')}</StatusTag>
              )}
            </Flex>
          </Tooltip>
        ),
    },
    {
      key: 'limits',
      title: t('products.limits'),
      render: (_: unknown, p: ProductView) => (
        <StackedCell
          main={`${t('products.depositRange')}: ${formatRMOrEmpty(p.min_deposit)} – ${formatRMOrEmpty(p.max_deposit)}`}
          sub={`${t('products.withdrawalRange')}: ${formatRMOrEmpty(p.min_withdrawal)} – ${formatRMOrEmpty(p.max_withdrawal)}`}
        />
      ),
    },
    {
      key: 'maintenance',
      title: t('products.maintenance'),
      render: (_: unknown, p: ProductView) => (
        <Switch
          aria-label={t('products.maintenance')}
          checked={p.maintenance}
          disabled={!canUpdate}
          onChange={(on) =>
            run(
              t(on ? 'products.confirmMaintenanceOn' : 'products.confirmMaintenanceOff', {
                name: p.name,
              }),
              () => setMaintenance.mutateAsync({ id: p.id, on }),
            )
          }
        />
      ),
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('common.status'),
      render: (status: ProductView['status']) => (
        <StatusTag tone="neutral">{t(`products.status.${status}`)}</StatusTag>
      ),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      // Two rows of buttons rather than a list wider than the window.
      width: 200,
      render: (_: unknown, p: ProductView) => (
        <Space size={4} wrap>
          {canUpdate && (
            <Link to={productsResource.editRoute(p.id)}>
              <Button size="small" icon={<EditOutlined />}>
                {t('common.edit')}
              </Button>
            </Link>
          )}
          {canSync && (
            <Button
              size="small"
              icon={<SyncOutlined />}
              onClick={() => run(t('products.confirmSync', { name: p.name }), () => sync.mutateAsync(p.id))}
            >
              {t('products.syncNow')}
            </Button>
          )}
          {canManage && p.status !== 'retired' && (
            <Button
              size="small"
              icon={<StopOutlined />}
              onClick={() =>
                run(t('products.confirmRetire', { name: p.name }), () => retire.mutateAsync(p.id))
              }
            >
              {t('products.retire')}
            </Button>
          )}
          {canManage && (
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              onClick={() =>
                run(t('products.confirmDelete', { name: p.name }), () => remove.mutateAsync(p.id))
              }
            >
              {t('products.delete')}
            </Button>
          )}
        </Space>
      ),
    },
  ];
  return (
    <ListPage
      title={t('money.menu.products')}
      actions={canManage && <CreateLink to={productsResource.createRoute} label={t('products.create')} />}
      above={<AgentCreditWarning canUpdate={canUpdate} />}
      source={productsList}
      columns={columns}
      dateRange={false}
      toolbar={
        <ListFilter
          name="status"
          label={t('common.status')}
          width={170}
          options={keyedOptions(t, 'products.status', PRODUCT_STATUSES)}
        />
      }
    />
  );
}
