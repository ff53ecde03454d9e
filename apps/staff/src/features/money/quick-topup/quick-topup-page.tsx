import type { StaffDepositBody } from '@topup/contracts/api/money.ts';
import { Button, Card, Flex, Form, Input, InputNumber, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AccountSelect, useMoneyOptions } from '../../../shared/pickers/money-options.tsx';
import { useQuickTopup } from '../api.ts';
import { useMoneySubmit } from '../money-form.ts';
import { type MoneyFormProps, QUICK_AMOUNTS, ReceiptUpload, useRequired } from '../money-inputs.tsx';

type Values = Omit<StaffDepositBody, 'amount'> & { amount: number };

/** Quick Topup: a counter deposit created and approved in one step (the credit lands at once). */
export function QuickTopupPage() {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={12} style={{ maxWidth: 720 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('money.menu.quickTopup')}
      </Typography.Title>
      <Card>
        <QuickTopupForm />
      </Card>
    </Flex>
  );
}

/** The Quick Topup form, on its page or for one account. */
export function QuickTopupForm({ fixedAccountId, onDone }: MoneyFormProps) {
  const { t } = useTranslation();
  const required = useRequired();
  const options = useMoneyOptions().data;
  const [form] = Form.useForm<Values>();
  const topup = useQuickTopup();
  const save = useMoneySubmit({
    form,
    question: (v: Values) => t('money.quickTopup.confirm', { amount: v.amount }),
    post: (v: Values, idempotencyKey) =>
      topup.mutateAsync({
        body: {
          ...v,
          member_account_id: fixedAccountId ?? v.member_account_id,
          amount: String(v.amount),
          bonus_id: v.bonus_id ?? null,
        },
        idempotencyKey,
      }),
    onDone: () => onDone?.(),
  });
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      onFinish={save}
      initialValues={{ bank_id: options?.banks.find((b) => b.is_default)?.value }}
    >
      {fixedAccountId === undefined && (
        <Form.Item
          name="member_account_id"
          label={t('money.fields.gameId')}
          rules={required('SELECT_GAME_ID')}
        >
          <AccountSelect />
        </Form.Item>
      )}
      <Form.Item label={t('money.fields.amount')} required>
        <Flex gap={8} wrap>
          <Form.Item name="amount" noStyle rules={required('ENTER_TOPUP_AMOUNT')}>
            <InputNumber min={0.01} precision={2} style={{ width: 200 }} prefix="RM" />
          </Form.Item>
          {QUICK_AMOUNTS.map((amount) => (
            <Button key={amount} onClick={() => form.setFieldValue('amount', amount)}>
              {amount}
            </Button>
          ))}
        </Flex>
      </Form.Item>
      <Form.Item name="bank_id" label={t('money.fields.depositBank')} rules={required('SELECT_BANK')}>
        <Select options={options?.banks ?? []} />
      </Form.Item>
      <Form.Item name="bonus_id" label={t('money.fields.bonus')}>
        <Select options={options?.bonuses ?? []} allowClear />
      </Form.Item>
      <Form.Item name="receipt" label={t('money.fields.receipt')}>
        <ReceiptUpload />
      </Form.Item>
      <Form.Item name="remark" label={t('money.fields.remark')}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        {t('money.quickTopup.submit')}
      </Button>
    </Form>
  );
}
