import { Button, Card, Flex, Form, Input, InputNumber, Radio, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api, newIdempotencyKey } from '../../../shared/api/client.ts';
import { AccountSelect, useMoneyOptions } from '../../../shared/pickers/money-options.tsx';
import { useFeedback } from '../../../shared/ui/use-feedback.ts';
import { MONEY_API } from '../api.ts';
import { type MoneyFormProps, ReceiptUpload, useRequired } from '../money-inputs.tsx';

type Values = {
  type: 'deposit' | 'withdrawal';
  member_account_id: number;
  amount: number;
  bank_id?: number;
  bonus_id?: number;
  receipt?: string;
  remark?: string;
};

/**
 * Transaction Insert: staff key in a deposit or withdrawal on a member's behalf; it joins the
 * pending queue like a member's own request and is approved there.
 */
export function TransactionInsertPage() {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={12} style={{ maxWidth: 720 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('money.menu.transactionInsert')}
      </Typography.Title>
      <Card>
        <TransactionInsertForm />
      </Card>
    </Flex>
  );
}

/** The insert form, on its page or for one account and type. */
export function TransactionInsertForm({
  fixedAccountId,
  fixedType,
  onDone,
}: MoneyFormProps & { fixedType?: 'deposit' | 'withdrawal' }) {
  const { t } = useTranslation();
  const required = useRequired();
  const navigate = useNavigate();
  const { confirm, success, failure } = useFeedback();
  const options = useMoneyOptions().data;
  const [form] = Form.useForm<Values>();
  const [type, setType] = useState<Values['type']>(fixedType ?? 'deposit');

  const save = (v: Values) => {
    // One key per submission: a double click or retry of this confirmation moves money once.
    const idempotencyKey = newIdempotencyKey();
    confirm(t('money.insert.confirm', { type: t(`money.types.${v.type}`), amount: v.amount }), async () => {
      try {
        const path = v.type === 'deposit' ? MONEY_API.deposits : MONEY_API.withdrawals;
        const res = await api.post<{ message: string; data: { id: number } }>(
          path,
          {
            member_account_id: fixedAccountId ?? v.member_account_id,
            amount: String(v.amount),
            bank_id: v.bank_id ?? null,
            bonus_id: v.type === 'deposit' ? (v.bonus_id ?? null) : undefined,
            receipt: v.receipt,
            remark: v.remark,
          },
          { idempotencyKey },
        );
        success(res.message);
        if (onDone) {
          form.resetFields();
          onDone();
        } else navigate(`/pending-${v.type}s`);
      } catch (error) {
        failure(error);
      }
    });
  };

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
      {fixedAccountId === undefined && (
        <Form.Item
          name="member_account_id"
          label={t('money.fields.gameId')}
          rules={required('SELECT_GAME_ID')}
        >
          <AccountSelect />
        </Form.Item>
      )}
      <Form.Item
        name="amount"
        label={t('money.fields.amount')}
        rules={required('ENTER_TOPUP_AMOUNT')}
        extra={type === 'withdrawal' ? t('money.insert.withdrawHint') : undefined}
      >
        <InputNumber min={0.01} step={1} precision={2} style={{ width: 200 }} prefix="RM" />
      </Form.Item>
      <Form.Item
        name="bank_id"
        label={t(type === 'deposit' ? 'money.fields.depositBank' : 'money.fields.withdrawBank')}
        rules={type === 'deposit' ? required('SELECT_BANK') : []}
      >
        <Select options={options?.banks ?? []} allowClear />
      </Form.Item>
      {type === 'deposit' && (
        <>
          <Form.Item name="bonus_id" label={t('money.fields.bonus')}>
            <Select options={options?.bonuses ?? []} allowClear />
          </Form.Item>
          <Form.Item name="receipt" label={t('money.fields.receipt')}>
            <ReceiptUpload />
          </Form.Item>
        </>
      )}
      <Form.Item name="remark" label={t('money.fields.remark')}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        {t('money.insert.submit')}
      </Button>
    </Form>
  );
}
