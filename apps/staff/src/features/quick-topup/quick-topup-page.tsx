import { Button, Card, Flex, Form, Input, InputNumber, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api/client.ts';
import {
  AccountSelect,
  QUICK_AMOUNTS,
  ReceiptUpload,
  useMoneyOptions,
  useRequired,
} from '../../shared/money/money-inputs.tsx';
import { useFeedback } from '../../shared/ui/use-feedback.ts';

type Values = {
  member_account_id: number;
  amount: number;
  bank_id: number;
  bonus_id?: number;
  receipt?: string;
  remark?: string;
};

/** Quick Topup: a counter deposit created and approved in one step (the credit lands at once). */
export function QuickTopupPage() {
  const { t } = useTranslation();
  const required = useRequired();
  const { confirm, success, failure } = useFeedback();
  const options = useMoneyOptions().data;
  const [form] = Form.useForm<Values>();
  const save = (v: Values) =>
    confirm(t('money.quickTopup.confirm', { amount: v.amount }), async () => {
      try {
        const res = await api.post<{ message: string }>('/api/staff/money/quick-topup', {
          ...v,
          amount: String(v.amount),
          bonus_id: v.bonus_id ?? null,
        });
        success(res.message);
        form.resetFields();
      } catch (error) {
        failure(error);
      }
    });
  return (
    <Flex vertical gap={12} style={{ maxWidth: 720 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('money.menu.quickTopup')}
      </Typography.Title>
      <Card>
        <Form<Values>
          form={form}
          layout="vertical"
          onFinish={save}
          initialValues={{ bank_id: options?.banks.find((b) => b.is_default)?.value }}
        >
          <Form.Item
            name="member_account_id"
            label={t('money.fields.gameId')}
            rules={required('SELECT_GAME_ID')}
          >
            <AccountSelect />
          </Form.Item>
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
      </Card>
    </Flex>
  );
}
