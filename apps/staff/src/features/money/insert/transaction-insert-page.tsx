import type { StaffDepositBody, StaffWithdrawalBody } from '@topup/contracts/api/money.ts';
import { Form, Radio, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMoneyOptions } from '../../../shared/pickers/money-options.tsx';
import { MoneyInput } from '../../../shared/ui/money-input.tsx';
import { useAccountSummary, useCreateDeposit, useCreateWithdrawal } from '../api.ts';
import { amountSen, MoneyConfirmation, optionLabel } from '../confirmation/money-confirmation.tsx';
import { useMoneySubmit } from '../money-form.ts';
import {
  AccountField,
  DepositExtras,
  type MoneyFormProps,
  moneyFormPage,
  RemarkAndSubmit,
  useRequired,
} from '../money-inputs.tsx';

type Values = Omit<StaffDepositBody, 'bank_id'> &
  Pick<StaffWithdrawalBody, 'bank_id'> & { type: 'deposit' | 'withdrawal' };

/** The insert form, on its page or for one account and type. */
export function TransactionInsertForm({
  fixedAccountId,
  fixedType,
  onDone,
}: MoneyFormProps & { fixedType?: 'deposit' | 'withdrawal' }) {
  const { t } = useTranslation();
  const required = useRequired();
  const navigate = useNavigate();
  const options = useMoneyOptions().data;
  const [form] = Form.useForm<Values>();
  const [type, setType] = useState<Values['type']>(fixedType ?? 'deposit');
  const deposit = useCreateDeposit();
  const withdrawal = useCreateWithdrawal();
  const account = useAccountSummary(Form.useWatch('member_account_id', form) ?? fixedAccountId);
  const save = useMoneySubmit({
    form,
    question: (v: Values) => (
      <MoneyConfirmation
        question={t('money.insert.confirm', { type: t(`money.types.${v.type}`) })}
        amountSen={amountSen(v.amount)}
        account={account}
        bank={optionLabel(options?.banks, v.bank_id)}
        bonus={v.type === 'deposit' ? optionLabel(options?.bonuses, v.bonus_id) : undefined}
      />
    ),
    post: (v: Values, idempotencyKey) => {
      const common = {
        member_account_id: fixedAccountId ?? v.member_account_id,
        amount: v.amount,
        remark: v.remark,
      };
      return v.type === 'deposit'
        ? deposit.mutateAsync({
            body: { ...common, bank_id: v.bank_id ?? '', bonus_id: v.bonus_id ?? null, receipt: v.receipt },
            idempotencyKey,
          })
        : withdrawal.mutateAsync({ body: { ...common, bank_id: v.bank_id ?? null }, idempotencyKey });
    },
    // Embedded, the form stays for the next entry; on its page, the queue the entry joined opens.
    onDone: (_reply, v) => (onDone ? onDone() : navigate(`/pending-${v.type}s`)),
  });

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      onFinish={save}
      initialValues={{ type: fixedType ?? 'deposit' }}
      onValuesChange={(changed: Partial<Values>) => changed.type && setType(changed.type)}
    >
      <Form.Item name="type" label={t('money.fields.type')} hidden={fixedType !== undefined}>
        <Radio.Group
          options={[
            { value: 'deposit', label: t('money.types.deposit') },
            { value: 'withdrawal', label: t('money.types.withdrawal') },
          ]}
          optionType="button"
        />
      </Form.Item>
      <AccountField fixedAccountId={fixedAccountId} />
      <Form.Item
        name="amount"
        label={t('money.fields.amount')}
        rules={required('ENTER_TOPUP_AMOUNT')}
        extra={type === 'withdrawal' ? t('money.insert.withdrawHint') : undefined}
      >
        <MoneyInput min="0.01" step="1" style={{ width: 200 }} />
      </Form.Item>
      <Form.Item
        name="bank_id"
        label={t(type === 'deposit' ? 'money.fields.depositBank' : 'money.fields.withdrawBank')}
        rules={type === 'deposit' ? required('SELECT_BANK') : []}
      >
        <Select options={options?.banks ?? []} allowClear />
      </Form.Item>
      {type === 'deposit' && <DepositExtras />}
      <RemarkAndSubmit submit={t('money.insert.submit')} />
    </Form>
  );
}

/**
 * Transaction Insert: staff key in a deposit or withdrawal on a member's behalf; it joins the
 * pending queue like a member's own request and is approved there.
 */
export const TransactionInsertPage = moneyFormPage('money.menu.transactionInsert', TransactionInsertForm);
