import type { TransferBody } from '@topup/contracts/api/money.ts';
import { Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRMText } from '../../../shared/format/format.ts';
import { AccountSelect } from '../../../shared/pickers/money-options.tsx';
import { useAccountSummary, useTransfer } from '../api.ts';
import { MoneyConfirmation } from '../confirmation/money-confirmation.tsx';
import { useMoneySubmit } from '../money-form.ts';
import {
  type MoneyFormProps,
  moneyFormPage,
  RemarkAndSubmit,
  useMessage,
  useRequired,
} from '../money-inputs.tsx';

type Values = TransferBody;

/** The transfer form, on its page or from one account. */
export function TransferForm({ fixedAccountId, memberId: fixedMemberId, onDone }: MoneyFormProps) {
  const { t } = useTranslation();
  const required = useRequired();
  const msg = useMessage();
  const [form] = Form.useForm<Values>();
  const [memberId, setMemberId] = useState<number | undefined>(fixedMemberId);
  const transfer = useTransfer();
  const from = useAccountSummary(Form.useWatch('from_member_account_id', form));
  const to = useAccountSummary(Form.useWatch('to_member_account_id', form));
  const save = useMoneySubmit({
    form,
    question: () => (
      <MoneyConfirmation
        question={t('money.transfer.confirm')}
        amountText={t('money.transfer.wholeBalance')}
        account={from}
        to={to}
      />
    ),
    // The message names the amount moved: the whole balance, known only once it is done.
    post: (body: Values, idempotencyKey) =>
      transfer
        .mutateAsync({ body, idempotencyKey })
        .then((reply) => ({ ...reply, message: `${reply.message} ${formatRMText(reply.data.amount)}` })),
    onDone: () => {
      setMemberId(fixedMemberId);
      onDone?.();
    },
  });
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      onFinish={save}
      initialValues={{ from_member_account_id: fixedAccountId }}
    >
      <Form.Item
        hidden={fixedAccountId !== undefined}
        name="from_member_account_id"
        label={t('money.transfer.from')}
        rules={required('SELECT_ACCOUNT')}
      >
        <AccountSelect onChange={(_value, option) => setMemberId(option?.member_id)} />
      </Form.Item>
      <Form.Item
        name="to_member_account_id"
        label={t('money.transfer.to')}
        dependencies={['from_member_account_id']}
        rules={[
          ...required('SELECT_ACCOUNT'),
          ({ getFieldValue }) => ({
            validator: (_rule, value) =>
              value && value === getFieldValue('from_member_account_id')
                ? Promise.reject(new Error(msg('TRANSFER_SAME_ACCOUNT')))
                : Promise.resolve(),
          }),
        ]}
      >
        <AccountSelect memberId={memberId} />
      </Form.Item>
      <RemarkAndSubmit submit={t('money.transfer.submit')} />
    </Form>
  );
}

/**
 * Transfer: a member's whole credit moves from one of their game accounts to another, allowed
 * while the balance still equals the last deposit (the server checks it with the provider).
 */
export const TransferPage = moneyFormPage('money.menu.transfer', TransferForm, 'money.transfer.hint');
