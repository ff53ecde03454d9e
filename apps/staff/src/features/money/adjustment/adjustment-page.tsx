import type { AdjustmentBody } from '@topup/contracts/api/money.ts';
import { Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../../shared/ui/money-input.tsx';
import { useAccountSummary, useCreateAdjustment } from '../api.ts';
import { amountSen, MoneyConfirmation } from '../confirmation/money-confirmation.tsx';
import { useMoneySubmit } from '../money-form.ts';
import {
  AccountField,
  type MoneyFormProps,
  moneyFormPage,
  RemarkAndSubmit,
  useRequired,
} from '../money-inputs.tsx';

type Values = AdjustmentBody;

/** The adjustment form, on its page or for one account. */
export function AdjustmentForm({ fixedAccountId, onDone }: MoneyFormProps) {
  const { t } = useTranslation();
  const required = useRequired();
  const [form] = Form.useForm<Values>();
  const adjust = useCreateAdjustment();
  const account = useAccountSummary(Form.useWatch('member_account_id', form) ?? fixedAccountId);
  const save = useMoneySubmit({
    form,
    question: (v: Values) => (
      <MoneyConfirmation
        question={t(`money.adjustment.confirm.${v.direction}`)}
        amountSen={amountSen(v.amount)}
        account={account}
      />
    ),
    post: (v: Values, idempotencyKey) =>
      adjust.mutateAsync({
        body: { ...v, member_account_id: fixedAccountId ?? v.member_account_id },
        idempotencyKey,
      }),
    onDone: () => onDone?.(),
  });
  return (
    <Form<Values> form={form} layout="vertical" onFinish={save} initialValues={{ direction: 'add' }}>
      <AccountField fixedAccountId={fixedAccountId} />
      <Form.Item name="direction" label={t('money.adjustment.direction')}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'add', label: t('money.adjustment.add') },
            { value: 'deduct', label: t('money.adjustment.deduct') },
          ]}
        />
      </Form.Item>
      <Form.Item name="amount" label={t('money.fields.amount')} rules={required('ENTER_TOPUP_AMOUNT')}>
        <MoneyInput min="0.01" style={{ width: 200 }} />
      </Form.Item>
      <RemarkAndSubmit submit={t('money.adjustment.submit')} remarkRequired="ADJUSTMENT_REMARK_REQUIRED" />
    </Form>
  );
}

/** Adjustment: add or deduct game credit directly, within the server's bounds. */
export const AdjustmentPage = moneyFormPage('money.menu.adjustment', AdjustmentForm);
