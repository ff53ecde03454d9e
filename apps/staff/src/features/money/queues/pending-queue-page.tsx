import { QuestionCircleOutlined } from '@ant-design/icons';
import type { MoneyRow } from '@topup/contracts/api/money.ts';
import type { QueueTab } from '@topup/contracts/queue-tabs.ts';
import { App, Button, Checkbox, Flex, Input, Modal, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { hasPermission, useMe } from '../../../shared/api/use-me.ts';
import type { ListColumns } from '../../../shared/table/list-columns.ts';
import { keyedOptions, ListFilter } from '../../../shared/table/list-filter.tsx';
import { ServerTable } from '../../../shared/table/server-table.tsx';
import { useFeedback } from '../../../shared/ui/use-feedback.ts';
import { queueList, useBulkAction } from '../api.ts';
import { BulkConfirmation } from '../confirmation/money-confirmation.tsx';
import { useMessage } from '../money-inputs.tsx';
import { moneyColumns } from '../transactions/money-columns.tsx';
import {
  type Action,
  ActionDialog,
  allowedActions,
  TransactionActions,
} from '../transactions/transaction-actions.tsx';
import { ClaimExpiryNote } from './claim-expiry-note.tsx';
import { type QueueKeyCommand, useQueueKeys } from './queue-keys.ts';
import { QueueKeysHelp } from './queue-keys-help.tsx';
import { QueueTabs, useQueueTab } from './queue-tabs.tsx';

type BulkAction = 'claim' | 'approve' | 'reject' | 'complete';

/** What each tab's selection can be taken through at once. */
const TAB_BULK_ACTIONS: Record<QueueTab, BulkAction[]> = {
  to_act: ['claim', 'approve', 'reject'],
  to_verify: ['complete'],
};

const QUEUE_REFRESH_MS = 5000;

/**
 * Pending Deposit and Pending Withdrawal: what still needs staff in two tabs, "To act" (waiting,
 * at the provider) and "To verify" (credited or approved, not yet verified), refreshed live, with
 * per-row and bulk actions, and worked from the keyboard alone: ↑/↓ or j/k move, Enter opens, a/r/c approve, reject, claim (with the same
 * confirmations as the buttons), ? lists the keys.
 */
export function PendingQueuePage({ type }: { type: 'deposit' | 'withdrawal' }) {
  const { t } = useTranslation();
  const msg = useMessage();
  const me = useMe().data;
  const { message, modal } = App.useApp();
  const { failure } = useFeedback();
  const bulkAction = useBulkAction();
  // The rows picked for a bulk action, kept whole so its confirmation can name them and their total.
  const [selected, setSelected] = useState<Map<number, MoneyRow>>(new Map());
  const [rejecting, setRejecting] = useState(false);
  const [remark, setRemark] = useState('');
  const area = type === 'deposit' ? 'deposits' : 'withdrawals';
  const navigate = useNavigate();
  const [tab, setTab] = useQueueTab();
  const [rows, setRows] = useState<MoneyRow[]>([]);
  const [activeId, setActiveId] = useState<number | null>(null);
  const [keyed, setKeyed] = useState<{ row: MoneyRow; action: Action } | null>(null);
  const [help, setHelp] = useState(false);
  const onRows = useCallback((next: MoneyRow[]) => setRows(next), []);
  // The row the keys act on: the one moved to, or the first while none was chosen or it left the page.
  const activeIndex = Math.max(
    0,
    rows.findIndex((r) => r.id === activeId),
  );
  const active = rows[activeIndex];

  const onKey = (command: QueueKeyCommand) => {
    if (command.kind === 'help') return setHelp(true);
    if (!active) return;
    if (command.kind === 'move') {
      const next = rows[Math.min(rows.length - 1, Math.max(0, activeIndex + command.delta))];
      if (next) setActiveId(next.id);
      return;
    }
    if (command.kind === 'open') return navigate(`/transactions/${active.id}`);
    if (allowedActions(active, me).includes(command.action))
      setKeyed({ row: active, action: command.action });
    else
      message.warning(
        t('money.keys.notAllowed', { action: t(`money.actions.${command.action}`), id: active.id }),
      );
  };
  useQueueKeys(!keyed && !help && !rejecting, onKey);

  const toggle = (row: MoneyRow, on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      if (on) next.set(row.id, row);
      else next.delete(row.id);
      return next;
    });
  const bulkQuestion = (action: BulkAction) =>
    t('money.bulk.confirm', { action: t(`money.actions.${action}`), count: selected.size });

  const runBulk = async (action: BulkAction, bulkRemark?: string) => {
    try {
      const res = await bulkAction.mutateAsync({ action, ids: [...selected.keys()], remark: bulkRemark });
      const failed = res.data.filter((r) => !r.ok);
      if (failed.length)
        modal.warning({
          title: res.message,
          content: failed.map((f) => `#${f.id}: ${f.message}`).join('\n'),
        });
      else message.success(res.message);
      setSelected(new Map());
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
      content: <BulkConfirmation question={bulkQuestion(action)} rows={[...selected.values()]} />,
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: () => runBulk(action),
    });
  };

  const columns: ListColumns<MoneyRow> = [
    {
      key: 'select',
      title: '',
      width: 40,
      render: (_: unknown, row: MoneyRow) => (
        <Checkbox
          aria-label={t('money.bulk.selectRow', { id: row.id })}
          checked={selected.has(row.id)}
          onChange={(e) => toggle(row, e.target.checked)}
        />
      ),
    },
    // A queue holds one type, named in its title.
    ...moneyColumns(t, ['type', 'scores', 'remark']),
    {
      key: 'actions',
      title: t('common.actions'),
      fixed: 'right',
      render: (_: unknown, row: MoneyRow) => <TransactionActions row={row} compact />,
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t(type === 'deposit' ? 'money.menu.pendingDeposits' : 'money.menu.pendingWithdrawals')}
      </Typography.Title>
      <Flex gap={8} wrap align="center">
        <ClaimExpiryNote />
        <Button
          size="small"
          icon={<QuestionCircleOutlined />}
          onClick={() => setHelp(true)}
          style={{ marginInlineStart: 'auto' }}
        >
          {t('money.keys.button')}
        </Button>
      </Flex>
      <QueueTabs
        type={type}
        tab={tab}
        // A selection belongs to the tab it was made in.
        onChange={(next) => {
          setSelected(new Map());
          setTab(next);
        }}
      />
      <Flex gap={8} wrap align="center">
        <Typography.Text>{t('money.bulk.selected', { count: selected.size })}</Typography.Text>
        {TAB_BULK_ACTIONS[tab]
          .filter((a) => hasPermission(me, `${area}.${a}`))
          .map((a) => (
            <Button key={a} onClick={() => bulk(a)} danger={a === 'reject'}>
              {t('money.bulk.action', { action: t(`money.actions.${a}`) })}
            </Button>
          ))}
      </Flex>
      <ServerTable<MoneyRow>
        source={queueList(area)}
        columns={columns}
        refetchInterval={QUEUE_REFRESH_MS}
        onRows={onRows}
        onRow={(row) => ({
          'data-active': row.id === active?.id ? 'true' : undefined,
          style: row.id === active?.id ? { outline: '2px solid #1677ff', outlineOffset: -2 } : undefined,
          onClick: () => setActiveId(row.id),
        })}
        toolbar={
          <ListFilter
            name="verification"
            label={t('money.fields.verification')}
            width={180}
            options={keyedOptions(t, 'money.verification', ['progress', 'verified', 'fail'])}
          />
        }
      />
      <QueueKeysHelp open={help} onClose={() => setHelp(false)} />
      {keyed && <ActionDialog row={keyed.row} action={keyed.action} onClose={() => setKeyed(null)} />}
      <Modal
        open={rejecting}
        title={t('common.confirmTitle')}
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
        <BulkConfirmation question={bulkQuestion('reject')} rows={[...selected.values()]} />
        <Input.TextArea
          style={{ marginTop: 12 }}
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
