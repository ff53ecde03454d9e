import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Checkbox, Flex, Input, Modal, Select, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api/client.ts';
import { hasPermission, useMe } from '../../shared/api/use-me.ts';
import { useMessage } from '../../shared/money/money-inputs.tsx';
import { ServerTable } from '../../shared/table/server-table.tsx';
import { useListParams } from '../../shared/table/use-list-params.ts';
import { moneyColumns } from '../../shared/transactions/money-columns.tsx';
import { TransactionActions } from '../../shared/transactions/transaction-actions.tsx';
import type { MoneyRow } from '../../shared/transactions/transaction-types.ts';
import { useFeedback } from '../../shared/ui/use-feedback.ts';

type BulkAction = 'claim' | 'approve' | 'reject' | 'complete';
type BulkResult = { id: number; ok: boolean; message: string | null };

const QUEUE_REFRESH_MS = 5000;

/**
 * Pending Deposit and Pending Withdrawal: what still needs staff (waiting, at the provider,
 * paid but not completed), refreshed every few seconds, with per-row and bulk actions.
 */
export function PendingQueuePage({ type }: { type: 'deposit' | 'withdrawal' }) {
  const { t } = useTranslation();
  const msg = useMessage();
  const me = useMe().data;
  const { message, modal } = App.useApp();
  const { failure } = useFeedback();
  const queryClient = useQueryClient();
  const { params, update } = useListParams({ sort: '-id' });
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [rejecting, setRejecting] = useState(false);
  const [remark, setRemark] = useState('');
  const area = type === 'deposit' ? 'deposits' : 'withdrawals';
  const endpoint = `/api/staff/money/pending-${area}`;

  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const runBulk = async (action: BulkAction, bulkRemark?: string) => {
    try {
      const res = await api.post<{ message: string; data: BulkResult[] }>('/api/staff/money/bulk', {
        action,
        ids: [...selected],
        remark: bulkRemark,
      });
      const failed = res.data.filter((r) => !r.ok);
      if (failed.length)
        modal.warning({
          title: res.message,
          content: failed.map((f) => `#${f.id}: ${f.message}`).join('\n'),
        });
      else message.success(res.message);
      setSelected(new Set());
      await queryClient.invalidateQueries({ queryKey: [endpoint] });
    } catch (error) {
      failure(error);
    }
  };

  const bulk = (action: BulkAction) => {
    if (selected.size === 0) {
      message.error(msg('SELECT_TRANSACTION'));
      return;
    }
    if (action === 'reject') {
      setRemark('');
      setRejecting(true);
      return;
    }
    modal.confirm({
      title: t('common.confirmTitle'),
      content: t('money.bulk.confirm', { action: t(`money.actions.${action}`), count: selected.size }),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: () => runBulk(action),
    });
  };

  const columns: ColumnsType<MoneyRow> = [
    {
      key: 'select',
      title: '',
      width: 40,
      render: (_: unknown, row: MoneyRow) => (
        <Checkbox
          aria-label={t('money.bulk.selectRow', { id: row.id })}
          checked={selected.has(row.id)}
          onChange={(e) => toggle(row.id, e.target.checked)}
        />
      ),
    },
    ...moneyColumns(t),
    {
      key: 'actions',
      title: t('common.actions'),
      fixed: 'right',
      render: (_: unknown, row: MoneyRow) => <TransactionActions row={row} />,
    },
  ];

  const bulkActions: BulkAction[] = ['claim', 'approve', 'reject', 'complete'];
  return (
    <Flex vertical gap={12}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t(type === 'deposit' ? 'money.menu.pendingDeposits' : 'money.menu.pendingWithdrawals')}
      </Typography.Title>
      <Flex gap={8} wrap align="center">
        <Typography.Text>{t('money.bulk.selected', { count: selected.size })}</Typography.Text>
        {bulkActions
          .filter((a) => hasPermission(me, `${area}.${a}`))
          .map((a) => (
            <Button key={a} onClick={() => bulk(a)} danger={a === 'reject'}>
              {t('money.bulk.action', { action: t(`money.actions.${a}`) })}
            </Button>
          ))}
      </Flex>
      <ServerTable<MoneyRow>
        endpoint={endpoint}
        rowKey="id"
        defaultSort="-id"
        columns={columns}
        refetchInterval={QUEUE_REFRESH_MS}
        toolbar={
          <>
            <Select
              aria-label={t('common.status')}
              style={{ width: 180 }}
              value={params.filters.status ?? ''}
              onChange={(status) => update({ status })}
              options={[
                { value: '', label: `${t('common.status')}: ${t('money.queue.open')}` },
                ...(['pending', 'processing', 'success'] as const).map((s) => ({
                  value: s,
                  label: t(`money.statuses.${s}`),
                })),
              ]}
            />
            <Select
              aria-label={t('money.fields.verification')}
              style={{ width: 180 }}
              value={params.filters.verification ?? ''}
              onChange={(verification) => update({ verification })}
              options={[
                { value: '', label: `${t('money.fields.verification')}: ${t('common.all')}` },
                ...(['progress', 'verified', 'fail'] as const).map((v) => ({
                  value: v,
                  label: t(`money.verification.${v}`),
                })),
              ]}
            />
          </>
        }
      />
      <Modal
        open={rejecting}
        title={t('money.bulk.confirm', { action: t('money.actions.reject'), count: selected.size })}
        okText={t('common.confirm')}
        cancelText={t('common.cancel')}
        onCancel={() => setRejecting(false)}
        onOk={async () => {
          if (!remark.trim()) {
            message.error(msg('REMARK_REQUIRED'));
            return;
          }
          setRejecting(false);
          await runBulk('reject', remark);
        }}
      >
        <Input.TextArea
          aria-label={t('money.fields.remark')}
          placeholder={t('money.fields.remark')}
          rows={3}
          value={remark}
          onChange={(e) => setRemark(e.target.value)}
        />
      </Modal>
    </Flex>
  );
}
