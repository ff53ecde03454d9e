import type { BankView, SaveBankBody } from '@topup/contracts/api/banks.ts';
import { Flex, Form, Input, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ImagePicker } from '../../shared/gallery/image-picker.tsx';
import { FormPage } from '../../shared/resource/form-page.tsx';
import { useResourceForm } from '../../shared/resource/use-resource-form.ts';
import { banksResource, useBankGroups } from './api.ts';

type Values = SaveBankBody;

/** Bank create (/banks/create) and edit (/banks/:id/edit). */
export function BankFormPage() {
  const { t } = useTranslation();
  const groups = useBankGroups();
  const { form, editing, loading, onFinish } = useResourceForm<BankView, Values>(banksResource, {
    id: useParams().id,
    toBody: (values) => ({ ...values, group_id: values.group_id ?? null, qr_image: values.qr_image ?? null }),
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
      <Form.Item name="qr_image" label={t('banks.qrImage')} extra={t('banks.qrImageHint')}>
        <ImagePicker clearable />
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
