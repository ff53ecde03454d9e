import {
  CheckCircleOutlined,
  CheckOutlined,
  CloseOutlined,
  PushpinOutlined,
  RollbackOutlined,
  StopOutlined,
} from '@ant-design/icons';
import type { CompleteBody, MoneyRow, RemarkBody } from '@topup/contracts/api/money.ts';
import { actionsFor } from '@topup/contracts/transaction-state.ts';
import { App, Button, Form, Input, Modal, Select, Space, Tooltip } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasPermission, useMe } from '../../../shared/api/use-me.ts';
import { useMoneyOptions } from '../../../shared/pickers/money-options.tsx';
import { MoneyInput } from '../../../shared/ui/money-input.tsx';
import { useFeedback } from '../../../shared/ui/use-feedback.ts';
import { type TransactionAction, useTransactionAction } from '../api.ts';
import { TransactionConfirmation } from '../confirmation/money-confirmation.tsx';
import { ReceiptUpload, useMessage } from '../money-inputs.tsx';

export type Action = TransactionAction;

const AREA = { deposit: 'deposits', withdrawal: 'withdrawals' } as const;

/** What a row allows now and the operator may do (the server is still the judge). */
export function allowedActions(row: MoneyRow, me: Parameters<typeof hasPermission>[0]): Action[] {
  const area = row.type === 'deposit' || row.type === 'withdrawal' ? AREA[row.type] : null;
  return actionsFor(row).filter((a) =>
    area ? hasPermission(me, `${area}.${a}`) : hasPermission(me, 'transactions.adjustment'),
  );
}

type Values = NonNullable<CompleteBody> & NonNullable<RemarkBody>;

/** The confirmation of one action, with the inputs it needs (remark, bank and receipt, verify amount). */
export function ActionDialog(props: {
  row: MoneyRow;
  action: Action;
  onClose: () => void;
  onDone?: () => void;
}) {
  const { row, action } = props;
  const { t } = useTranslation();
  const msg = useMessage();
  const { message } = App.useApp();
  const { failure } = useFeedback();
  const banks = useMoneyOptions().data?.banks ?? [];
  const [form] = Form.useForm<Values>();
  const act = useTransactionAction();
  const completeWithdrawal = action === 'complete' && row.type === 'withdrawal';
  const asksRemark = action === 'reject' || action === 'fraud' || action === 'void';
  const submit = async (values: Values) => {
    if (completeWithdrawal) {
      const bank = banks.find((b) => b.value === values.bank_id);
      if (bank?.require_receipt && !values.receipt && !row.receipt) {
        form.setFields([{ name: 'receipt', errors: [msg('RECEIPT_REQUIRED')] }]);
        return;
      }
    }
    try {
      const res = await act.mutateAsync({
        id: row.id,
        action,
        // A cleared verify amount is left out (the server takes the amount asked).
        body: { ...values, verify_amount: values.verify_amount || undefined },
      });
      message.success(res.message);
      props.onDone?.();
      props.onClose();
    } catch (error) {
      failure(error);
    }
  };
  return (
    <Modal
      open
      title={t(`money.confirm.${action}`, { id: row.id, amount: row.amount, member: row.member_name })}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={act.isPending}
      // Keyboard first: Enter confirms an action that asks nothing; a remark gets the focus.
      okButtonProps={{ autoFocus: !asksRemark && action !== 'complete' }}
      onCancel={props.onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        onValuesChange={(changed: Partial<Values>) => {
          if (changed.receipt) form.setFields([{ name: 'receipt', errors: [] }]);
        }}
        initialValues={{
          // The bank the withdrawal named, never a guessed default.
          bank_id: row.withdraw_bank_id ?? undefined,
          verify_amount: row.amount,
          receipt: undefined,
        }}
      >
        <TransactionConfirmation row={row} />
        {completeWithdrawal && (
          <Form.Item
            name="bank_id"
            label={t('money.fields.payoutBank')}
            rules={[{ required: true, message: msg('SELECT_BANK') }]}
          >
            <Select options={banks} />
          </Form.Item>
        )}
        {action === 'complete' && row.type === 'deposit' && (
          <Form.Item name="verify_amount" label={t('money.fields.verifyAmount')}>
            <MoneyInput style={{ width: 200 }} />
          </Form.Item>
        )}
        {action === 'complete' && (
          <Form.Item name="receipt" label={t('money.fields.receipt')}>
            <ReceiptUpload />
          </Form.Item>
        )}
        {asksRemark && (
          <Form.Item
            name="remark"
            label={t('money.fields.remark')}
            rules={
              action === 'reject'
                ? [{ required: true, whitespace: true, message: msg('REMARK_REQUIRED') }]
                : []
            }
          >
            <Input.TextArea rows={3} maxLength={500} autoFocus />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

/** The icon of each action in a list's compact buttons (their names are in the tooltip and aria-label). */
const ACTION_ICONS: Record<Action, ReactNode> = {
  claim: <PushpinOutlined />,
  approve: <CheckOutlined />,
  reject: <CloseOutlined />,
  fraud: <StopOutlined />,
  complete: <CheckCircleOutlined />,
  void: <RollbackOutlined />,
};

/**
 * The buttons of a transaction's allowed actions; each asks for confirmation and reports the
 * outcome. `compact` (the lists) shows each as an icon named by its tooltip and aria-label, so
 * the actions column stays narrow; a record's page shows the words.
 */
export function TransactionActions({
  row,
  onDone,
  compact = false,
}: {
  row: MoneyRow;
  onDone?: () => void;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const me = useMe().data;
  const [open, setOpen] = useState<Action | null>(null);
  const allowed = allowedActions(row, me);
  if (!allowed.length) return null;
  return (
    <Space size={4} wrap={!compact}>
      {allowed.map((action) => {
        const label = t(`money.actions.${action}`);
        const button = (
          <Button
            key={action}
            size="small"
            type={action === 'approve' || action === 'complete' ? 'primary' : 'default'}
            danger={action === 'reject' || action === 'fraud' || action === 'void'}
            icon={compact ? ACTION_ICONS[action] : undefined}
            aria-label={compact ? label : undefined}
            onClick={() => setOpen(action)}
          >
            {compact ? null : label}
          </Button>
        );
        return compact ? (
          <Tooltip key={action} title={label}>
            {button}
          </Tooltip>
        ) : (
          button
        );
      })}
      {open && <ActionDialog row={row} action={open} onClose={() => setOpen(null)} onDone={onDone} />}
    </Space>
  );
}
