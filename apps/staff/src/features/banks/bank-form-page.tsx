import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Form, Input, InputNumber, Select, Spin, Switch, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { api } from '../../shared/api/client.ts';
import { applyFieldErrors } from '../../shared/ui/apply-field-errors.ts';
import { useFeedback } from '../../shared/ui/use-feedback.ts';
import type { BankRow } from './bank-types.ts';

type Values = Pick<
  BankRow,
  | 'group_id'
  | 'bank_name'
  | 'holder'
  | 'account_number'
  | 'position'
  | 'display'
  | 'require_receipt'
  | 'is_default'
>;

/** Bank create (/banks/create) and edit (/banks/:id/edit). */
export function BankFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const editing = id !== undefined;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { confirm, success, failure } = useFeedback();
  const [form] = Form.useForm<Values>();
  const groups = useQuery({
    queryKey: ['/api/staff/banks/groups'],
    queryFn: () =>
      api.get<{ data: { value: number; label: string }[] }>('/api/staff/banks/groups').then((r) => r.data),
  });
  const existing = useQuery({
    queryKey: ['/api/staff/banks', id],
    queryFn: () => api.get<{ data: BankRow }>(`/api/staff/banks/${id}`).then((r) => r.data),
    enabled: editing,
  });
  useEffect(() => {
    if (existing.data) form.setFieldsValue(existing.data);
  }, [existing.data, form]);
  if (editing && existing.isPending) return <Spin />;
  const save = (values: Values) =>
    confirm(
      t(editing ? 'money.banks.confirmUpdate' : 'money.banks.confirmCreate', { name: values.bank_name }),
      async () => {
        try {
          const body = { ...values, group_id: values.group_id ?? null };
          const res = editing
            ? await api.put<{ message: string }>(`/api/staff/banks/${id}`, body)
            : await api.post<{ message: string }>('/api/staff/banks', body);
          success(res.message);
          await queryClient.invalidateQueries({ queryKey: ['/api/staff/banks'] });
          navigate('/banks');
        } catch (error) {
          applyFieldErrors(form, error);
          failure(error);
        }
      },
    );
  const required = [{ required: true, whitespace: true, message: t('common.required') }];
  return (
    <Flex vertical gap={12} style={{ maxWidth: 640 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t(editing ? 'money.banks.edit' : 'money.banks.create')}
      </Typography.Title>
      <Card>
        <Form<Values>
          form={form}
          layout="vertical"
          onFinish={save}
          initialValues={{ position: 0, display: true, require_receipt: false, is_default: false }}
        >
          <Form.Item name="bank_name" label={t('money.banks.bankName')} rules={required}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="holder" label={t('money.banks.holder')} rules={required}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="account_number" label={t('money.banks.accountNumber')} rules={required}>
            <Input maxLength={40} />
          </Form.Item>
          <Form.Item name="group_id" label={t('money.banks.group')}>
            <Select options={groups.data ?? []} allowClear />
          </Form.Item>
          <Form.Item name="position" label={t('money.banks.position')}>
            <InputNumber min={0} max={10000} />
          </Form.Item>
          <Flex gap={24} wrap>
            <Form.Item name="display" label={t('money.banks.display')} valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item name="require_receipt" label={t('money.banks.requireReceipt')} valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item name="is_default" label={t('money.banks.isDefault')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Flex>
          <Flex gap={8}>
            <Button type="primary" htmlType="submit">
              {t('common.save')}
            </Button>
            <Link to="/banks">
              <Button>{t('common.back')}</Button>
            </Link>
          </Flex>
        </Form>
      </Card>
    </Flex>
  );
}
