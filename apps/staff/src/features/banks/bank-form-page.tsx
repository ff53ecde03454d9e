import { useQuery } from '@tanstack/react-query';
import type { BankView } from '@topup/contracts/staff-banks.ts';
import { Flex, Form, Input, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { api } from '../../shared/api/client.ts';
import { FormPage } from '../../shared/resource/form-page.tsx';
import { useResourceForm } from '../../shared/resource/use-resource-form.ts';
import { BANK_GROUPS_URL, banksResource } from './api.ts';

type Values = Pick<
  BankView,
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
  const groups = useQuery({
    queryKey: [BANK_GROUPS_URL],
    queryFn: () => api.get<{ data: { value: number; label: string }[] }>(BANK_GROUPS_URL).then((r) => r.data),
  });
  const { form, editing, loading, onFinish } = useResourceForm<BankView, Values>(banksResource, {
    id: useParams().id,
    toBody: (values) => ({ ...values, group_id: values.group_id ?? null }),
    confirmText: (values, editing) =>
      t(editing ? 'banks.confirmUpdate' : 'banks.confirmCreate', { name: values.bank_name }),
  });
  const required = [{ required: true, whitespace: true, message: t('common.required') }];
  return (
    <FormPage<Values>
      title={t(editing ? 'banks.edit' : 'banks.create')}
      form={form}
      onFinish={onFinish}
      loading={loading}
      backTo={banksResource.route}
      initialValues={{ position: 0, display: true, require_receipt: false, is_default: false }}
      maxWidth={640}
    >
      <Form.Item name="bank_name" label={t('banks.bankName')} rules={required}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="holder" label={t('banks.holder')} rules={required}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="account_number" label={t('banks.accountNumber')} rules={required}>
        <Input maxLength={40} />
      </Form.Item>
      <Form.Item name="group_id" label={t('banks.group')}>
        <Select options={groups.data ?? []} allowClear />
      </Form.Item>
      <Form.Item name="position" label={t('banks.position')}>
        <InputNumber min={0} max={10000} />
      </Form.Item>
      <Flex gap={24} wrap>
        <Form.Item name="display" label={t('banks.display')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="require_receipt" label={t('banks.requireReceipt')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="is_default" label={t('banks.isDefault')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Flex>
    </FormPage>
  );
}
