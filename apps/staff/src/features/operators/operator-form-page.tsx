import type { OperatorView, UpdateOperatorBody } from '@topup/contracts/api/access.ts';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PasswordStrength } from '../../shared/password/password-strength.tsx';
import { FormPage } from '../../shared/resource/form-page.tsx';
import { useResourceForm } from '../../shared/resource/use-resource-form.ts';
import { statusOptions } from '../../shared/ui/status-options.tsx';
import { operatorsResource, useRoleOptions } from './api.ts';

/** Create needs a password; edit keeps the current one while it stays empty. */
type Values = UpdateOperatorBody;

const toValues = ({ name, username, role_id, status }: OperatorView): Values => ({
  name,
  username,
  role_id,
  status,
  password: '',
});

/** Operator create (/operators/create) and edit (/operators/:id/edit). */
export function OperatorFormPage() {
  const { t } = useTranslation();
  const roles = useRoleOptions().data ?? [];
  const { form, editing, loading, onFinish } = useResourceForm<OperatorView, Values>(operatorsResource, {
    id: useParams().id,
    toValues,
    toBody: (values) => ({ ...values, password: values.password ?? '' }),
    confirmText: (values, editing) =>
      t(editing ? 'operators.confirmUpdate' : 'operators.confirmCreate', { name: values.name }),
  });
  const required = [{ required: true, message: t('common.required') }];
  const password = Form.useWatch('password', form);
  const username = Form.useWatch('username', form);

  return (
    <FormPage<Values>
      title={t(editing ? 'operators.edit' : 'operators.create')}
      form={form}
      onFinish={onFinish}
      loading={loading}
      backTo={operatorsResource.route}
      initialValues={{ status: 'active' }}
    >
      <Form.Item name="name" label={t('common.name')} rules={required}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="username" label={t('common.username')} rules={required}>
        <Input maxLength={50} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('common.password')}
        extra={
          <>
            {editing ? <div>{t('operators.passwordKeep')}</div> : null}
            <PasswordStrength password={password} username={username} />
          </>
        }
        rules={editing ? [] : required}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="role_id" label={t('common.role')} rules={required}>
        <Select
          options={roles.map((r) => ({ value: r.id, label: r.name, disabled: r.status !== 'active' }))}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
      <Form.Item name="status" label={t('common.status')}>
        <Select options={statusOptions(t)} />
      </Form.Item>
    </FormPage>
  );
}
