import type { AdjustmentBody } from '@topup/contracts/api/money.ts';
import { Button, Card, Flex, Form, Input, InputNumber, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AccountSelect } from '../../../shared/pickers/money-options.tsx';
import { useCreateAdjustment } from '../api.ts';
import { useMoneySubmit } from '../money-form.ts';
import { type MoneyFormProps, useRequired } from '../money-inputs.tsx';

type Values = Omit<AdjustmentBody, 'amount'> & { amount: number };

/** Adjustment: add or deduct game credit directly, within the server's bounds. */
export function AdjustmentPage() {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={12} style={{ maxWidth: 720 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('money.menu.adjustment')}
      </Typography.Title>
      <Card>
        <AdjustmentForm />
      </Card>
    </Flex>
  );
}

/** The adjustment form, on its page or for one account. */
export function AdjustmentForm({ fixedAccountId, onDone }: MoneyFormProps) {
  const { t } = useTranslation();
  const required = useRequired();
  const [form] = Form.useForm<Values>();
  const adjust = useCreateAdjustment();
  const save = useMoneySubmit({
    form,
    question: (v: Values) => t(`money.adjustment.confirm.${v.direction}`, { amount: v.amount }),
    post: (v: Values, idempotencyKey) =>
      adjust.mutateAsync({
        body: { ...v, member_account_id: fixedAccountId ?? v.member_account_id, amount: String(v.amount) },
        idempotencyKey,
      }),
    onDone: () => onDone?.(),
  });
  return (
    <Form<Values> form={form} layout="vertical" onFinish={save} initialValues={{ direction: 'add' }}>
      {fixedAccountId === undefined && (
        <Form.Item
          name="member_account_id"
          label={t('money.fields.gameId')}
          rules={required('SELECT_GAME_ID')}
        >
          <AccountSelect />
        </Form.Item>
      )}
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
        <InputNumber min={0.01} precision={2} style={{ width: 200 }} prefix="RM" />
      </Form.Item>
      <Form.Item name="remark" label={t('money.fields.remark')}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        {t('money.adjustment.submit')}
      </Button>
    </Form>
  );
}
