import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api/client.ts';
import { AccountSelect, useMessage, useRequired } from '../../shared/money/money-inputs.tsx';
import { useFeedback } from '../../shared/ui/use-feedback.ts';

type Values = { from_member_account_id: number; to_member_account_id: number; remark?: string };

/**
 * Transfer: a member's whole credit moves from one of their game accounts to another, allowed
 * while the balance still equals the last deposit (the server checks it with the provider).
 */
export function TransferPage() {
  const { t } = useTranslation();
  const required = useRequired();
  const msg = useMessage();
  const { confirm, success, failure } = useFeedback();
  const [form] = Form.useForm<Values>();
  const [memberId, setMemberId] = useState<number | undefined>();
  const save = (v: Values) =>
    confirm(t('money.transfer.confirm'), async () => {
      try {
        const res = await api.post<{ message: string; data: { amount: string } }>(
          '/api/staff/money/transfer',
          v,
        );
        success(`${res.message} RM ${res.data.amount}`);
        form.resetFields();
        setMemberId(undefined);
      } catch (error) {
        failure(error);
      }
    });
  return (
    <Flex vertical gap={12} style={{ maxWidth: 720 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('money.menu.transfer')}
      </Typography.Title>
      <Alert type="info" showIcon title={t('money.transfer.hint')} />
      <Card>
        <Form<Values> form={form} layout="vertical" onFinish={save}>
          <Form.Item
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
          <Form.Item name="remark" label={t('money.fields.remark')}>
            <Input.TextArea rows={2} maxLength={500} />
          </Form.Item>
          <Button type="primary" htmlType="submit">
            {t('money.transfer.submit')}
          </Button>
        </Form>
      </Card>
    </Flex>
  );
}
