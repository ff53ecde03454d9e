import type { RoleView, SaveRoleBody } from '@topup/contracts/api/access.ts';
import { AMOUNT_LIMIT_KINDS } from '@topup/contracts/second-approval.ts';
import { Alert, Card, Flex, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FormPage } from '../../shared/resource/form-page.tsx';
import { useResourceForm } from '../../shared/resource/use-resource-form.ts';
import { MoneyInput } from '../../shared/ui/money-input.tsx';
import { OnOffButtons } from '../../shared/ui/on-off-buttons.tsx';
import { statusOptions } from '../../shared/ui/status-options.tsx';
import { rolesResource, useRoleBankGroups } from './api.ts';
import { PermissionPicker } from './permission-picker.tsx';

/** The picker holds the permission names the role was saved with, as plain strings. */
type Values = Required<Omit<SaveRoleBody, 'permissions'>> & Pick<RoleView, 'permissions'>;

const NO_LIMITS = { adjustment: null, quick_topup: null, insert: null, withdrawal_approval: null };

const toValues = ({
  name,
  permissions,
  payment_gateway,
  bank_group_ids,
  status,
  amount_limits,
}: RoleView): Values => ({
  name,
  permissions,
  payment_gateway,
  bank_group_ids,
  status,
  amount_limits,
});

/** Role create (/roles/create) and edit (/roles/:id/edit): name, permissions by task, payment gateway. */
export function RoleFormPage() {
  const { t } = useTranslation();
  const { form, editing, record, loading, onFinish } = useResourceForm<RoleView, Values>(rolesResource, {
    id: useParams().id,
    toValues,
    confirmText: (values, editing) =>
      t(editing ? 'roles.confirmUpdate' : 'roles.confirmCreate', {
        name: values.name,
        count: values.permissions.length,
      }),
  });
  const isSuper = record.data?.is_super ?? false;
  const bankGroups = useRoleBankGroups();
  const gatewayOn = Form.useWatch('payment_gateway', form) !== '0';

  return (
    <FormPage<Values>
      title={t(editing ? 'roles.edit' : 'roles.create')}
      form={form}
      onFinish={onFinish}
      loading={loading}
      backTo={rolesResource.route}
      initialValues={{
        permissions: [],
        payment_gateway: '1',
        bank_group_ids: [],
        status: 'active',
        amount_limits: NO_LIMITS,
      }}
      card={false}
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
            <OnOffButtons on={t('roles.gatewayOn')} off={t('roles.gatewayOff')} />
          </Form.Item>
          {gatewayOn && (
            <Form.Item
              name="bank_group_ids"
              label={t('roles.bankGroups')}
              extra={t('roles.bankGroupsHint')}
              style={{ minWidth: 280, maxWidth: 420 }}
            >
              <Select
                mode="multiple"
                allowClear
                placeholder={t('roles.allGroups')}
                options={bankGroups.data ?? []}
                loading={bankGroups.isPending}
              />
            </Form.Item>
          )}
          <Form.Item name="status" label={t('common.status')}>
            <Select disabled={isSuper} style={{ width: 140 }} options={statusOptions(t)} />
          </Form.Item>
        </Flex>
      </Card>
      <Card title={t('roles.limits.title')} style={{ marginBottom: 12 }} data-testid="role-amount-limits">
        <Flex gap={16} wrap>
          {AMOUNT_LIMIT_KINDS.map((kind) => (
            <Form.Item
              key={kind}
              name={['amount_limits', kind]}
              label={t(`roles.limits.kinds.${kind}`)}
              // An emptied field is no limit (null), as the role keeps it.
              normalize={(value: string) => value || null}
            >
              <MoneyInput
                min="0.01"
                step="100"
                placeholder={t('roles.limits.none')}
                disabled={isSuper}
                style={{ width: 200 }}
              />
            </Form.Item>
          ))}
        </Flex>
        <Alert type="info" showIcon title={t('roles.limits.hint')} />
      </Card>
      <Card title={t('roles.permissions')} style={{ marginBottom: 12 }}>
        {isSuper && <Alert type="info" showIcon title={t('roles.superNote')} style={{ marginBottom: 12 }} />}
        <Form.Item name="permissions" noStyle>
          <PermissionPicker disabled={isSuper} />
        </Form.Item>
      </Card>
    </FormPage>
  );
}
