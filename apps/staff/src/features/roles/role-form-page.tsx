import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Form, Input, Radio, Select, Spin, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { api } from '../../shared/api/client.ts';
import { applyFieldErrors } from '../../shared/ui/apply-field-errors.ts';
import { statusOptions } from '../../shared/ui/status-options.tsx';
import { useFeedback } from '../../shared/ui/use-feedback.ts';
import { PermissionPicker } from './permission-picker.tsx';
import type { RoleRow } from './role-types.ts';

type Values = {
  name: string;
  permissions: string[];
  payment_gateway: '0' | '1';
  status: 'active' | 'inactive';
};

/** Role create (/roles/create) and edit (/roles/:id/edit): name, permissions by task, payment gateway. */
export function RoleFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const editing = id !== undefined;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { confirm, success, failure } = useFeedback();
  const [form] = Form.useForm<Values>();
  const existing = useQuery({
    queryKey: ['staff', 'roles', id],
    queryFn: () => api.get<{ data: RoleRow }>(`/api/staff/roles/${id}`).then((r) => r.data),
    enabled: editing,
  });
  const isSuper = existing.data?.is_super ?? false;

  useEffect(() => {
    if (existing.data) {
      const { name, permissions, payment_gateway, status } = existing.data;
      form.setFieldsValue({ name, permissions, payment_gateway, status });
    }
  }, [existing.data, form]);

  const save = (values: Values) =>
    confirm(
      t(editing ? 'roles.confirmUpdate' : 'roles.confirmCreate', {
        name: values.name,
        count: values.permissions.length,
      }),
      async () => {
        try {
          if (editing) await api.put(`/api/staff/roles/${id}`, values);
          else await api.post('/api/staff/roles', values);
          await queryClient.invalidateQueries({ queryKey: ['/api/staff/roles'] });
          success();
          navigate('/roles');
        } catch (error) {
          applyFieldErrors(form, error);
          failure(error);
        }
      },
    );

  if (editing && existing.isPending) return <Spin />;

  return (
    <Flex vertical gap={12}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t(editing ? 'roles.edit' : 'roles.create')}
      </Typography.Title>
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={save}
        initialValues={{ permissions: [], payment_gateway: '1', status: 'active' }}
      >
        <Card style={{ marginBottom: 12 }}>
          <Flex gap={16} wrap>
            <Form.Item
              name="name"
              label={t('common.name')}
              rules={[{ required: true, message: t('common.required') }]}
              style={{ minWidth: 280 }}
            >
              <Input maxLength={60} />
            </Form.Item>
            <Form.Item name="payment_gateway" label={t('roles.paymentGateway')}>
              <Radio.Group
                optionType="button"
                options={[
                  { value: '1', label: t('roles.gatewayOn') },
                  { value: '0', label: t('roles.gatewayOff') },
                ]}
              />
            </Form.Item>
            <Form.Item name="status" label={t('common.status')}>
              <Select disabled={isSuper} style={{ width: 140 }} options={statusOptions(t)} />
            </Form.Item>
          </Flex>
        </Card>
        <Card title={t('roles.permissions')} style={{ marginBottom: 12 }}>
          {isSuper && (
            <Alert type="info" showIcon title={t('roles.superNote')} style={{ marginBottom: 12 }} />
          )}
          <Form.Item name="permissions" noStyle>
            <PermissionPicker disabled={isSuper} />
          </Form.Item>
        </Card>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit">
            {t('common.save')}
          </Button>
          <Link to="/roles">
            <Button>{t('common.back')}</Button>
          </Link>
        </Flex>
      </Form>
    </Flex>
  );
}
