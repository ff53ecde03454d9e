import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Form, Input, Select, Spin, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { api } from '../../shared/api/client.ts';
import { applyFieldErrors } from '../../shared/ui/apply-field-errors.ts';
import { statusOptions } from '../../shared/ui/status-options.tsx';
import { useFeedback } from '../../shared/ui/use-feedback.ts';
import type { OperatorRow } from './operator-types.ts';
import { useRoleOptions } from './use-role-options.ts';

type Values = {
  name: string;
  username: string;
  password?: string;
  role_id: number;
  status: 'active' | 'inactive';
};

/** Operator create (/operators/create) and edit (/operators/:id/edit). */
export function OperatorFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const editing = id !== undefined;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { confirm, success, failure } = useFeedback();
  const [form] = Form.useForm<Values>();
  const roles = useRoleOptions().data ?? [];
  const existing = useQuery({
    queryKey: ['staff', 'operators', id],
    queryFn: () => api.get<{ data: OperatorRow }>(`/api/staff/operators/${id}`).then((r) => r.data),
    enabled: editing,
  });

  useEffect(() => {
    if (existing.data) {
      const { name, username, role_id, status } = existing.data;
      form.setFieldsValue({ name, username, role_id, status, password: '' });
    }
  }, [existing.data, form]);

  const save = (values: Values) =>
    confirm(
      t(editing ? 'operators.confirmUpdate' : 'operators.confirmCreate', { name: values.name }),
      async () => {
        try {
          if (editing)
            await api.put(`/api/staff/operators/${id}`, { ...values, password: values.password ?? '' });
          else await api.post('/api/staff/operators', values);
          await queryClient.invalidateQueries({ queryKey: ['/api/staff/operators'] });
          success();
          navigate('/operators');
        } catch (error) {
          applyFieldErrors(form, error);
          failure(error);
        }
      },
    );

  if (editing && existing.isPending) return <Spin />;

  return (
    <Flex vertical gap={12} style={{ maxWidth: 640 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t(editing ? 'operators.edit' : 'operators.create')}
      </Typography.Title>
      <Card>
        <Form<Values> form={form} layout="vertical" onFinish={save} initialValues={{ status: 'active' }}>
          <Form.Item
            name="name"
            label={t('common.name')}
            rules={[{ required: true, message: t('common.required') }]}
          >
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item
            name="username"
            label={t('common.username')}
            rules={[{ required: true, message: t('common.required') }]}
          >
            <Input maxLength={50} autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('common.password')}
            extra={editing ? t('operators.passwordKeep') : undefined}
            rules={editing ? [] : [{ required: true, message: t('common.required') }]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            name="role_id"
            label={t('common.role')}
            rules={[{ required: true, message: t('common.required') }]}
          >
            <Select
              options={roles.map((r) => ({ value: r.id, label: r.name, disabled: r.status !== 'active' }))}
              showSearch={{ optionFilterProp: 'label' }}
            />
          </Form.Item>
          <Form.Item name="status" label={t('common.status')}>
            <Select options={statusOptions(t)} />
          </Form.Item>
          <Flex gap={8}>
            <Button type="primary" htmlType="submit">
              {t('common.save')}
            </Button>
            <Link to="/operators">
              <Button>{t('common.back')}</Button>
            </Link>
          </Flex>
        </Form>
      </Card>
    </Flex>
  );
}
