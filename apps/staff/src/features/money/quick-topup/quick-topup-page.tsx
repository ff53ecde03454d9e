import { formatSen } from '@topup/contracts/amount-text.ts';
import type { StaffDepositBody } from '@topup/contracts/api/money.ts';
import { Button, Flex, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMoneyOptions } from '../../../shared/pickers/money-options.tsx';
import { MoneyInput } from '../../../shared/ui/money-input.tsx';
import { useAccountSummary, useQuickTopup } from '../api.ts';
import { amountSen, MoneyConfirmation, optionLabel } from '../confirmation/money-confirmation.tsx';
import { useMoneySubmit } from '../money-form.ts';
import {
  AccountField,
  DepositExtras,
  type MoneyFormProps,
  moneyFormPage,
  QUICK_AMOUNTS,
  RemarkAndSubmit,
  useRequired,
} from '../money-inputs.tsx';

type Values = StaffDepositBody;

/** The Quick Topup form, on its page or for one account. */
export function QuickTopupForm({ fixedAccountId, onDone }: MoneyFormProps) {
  const { t } = useTranslation();
  const required = useRequired();
  const options = useMoneyOptions().data;
  const [form] = Form.useForm<Values>();
  const topup = useQuickTopup();
  const account = useAccountSummary(Form.useWatch('member_account_id', form) ?? fixedAccountId);
  const save = useMoneySubmit({
    form,
    question: (v: Values) => (
      <MoneyConfirmation
        question={t('money.quickTopup.confirm')}
        amountSen={amountSen(v.amount)}
        account={account}
        bank={optionLabel(options?.banks, v.bank_id)}
        bonus={optionLabel(options?.bonuses, v.bonus_id)}
      />
    ),
    post: (v: Values, idempotencyKey) =>
      topup.mutateAsync({
        body: {
          ...v,
          member_account_id: fixedAccountId ?? v.member_account_id,
          bonus_id: v.bonus_id ?? null,
        },
        idempotencyKey,
      }),
    onDone: () => onDone?.(),
  });
  return (
    // No bank is picked for the operator: a hurried pick of the default would book money to the wrong bank.
    <Form<Values> form={form} layout="vertical" onFinish={save}>
      <AccountField fixedAccountId={fixedAccountId} />
      <Form.Item label={t('money.fields.amount')} htmlFor="amount" required>
        <Flex gap={8} wrap>
          <Form.Item name="amount" noStyle rules={required('ENTER_TOPUP_AMOUNT')}>
            <MoneyInput min="0.01" style={{ width: 200 }} />
          </Form.Item>
          {QUICK_AMOUNTS.map((amount) => (
            <Button key={amount} onClick={() => form.setFieldValue('amount', formatSen(amount * 100))}>
              {amount}
            </Button>
          ))}
        </Flex>
      </Form.Item>
      <Form.Item name="bank_id" label={t('money.fields.depositBank')} rules={required('SELECT_BANK')}>
        <Select options={options?.banks ?? []} placeholder={t('money.fields.chooseBank')} />
      </Form.Item>
      <DepositExtras />
      <RemarkAndSubmit submit={t('money.quickTopup.submit')} />
    </Form>
  );
}

/** Quick Topup: a counter deposit created and approved in one step (the credit lands at once). */
export const QuickTopupPage = moneyFormPage('money.menu.quickTopup', QuickTopupForm);
