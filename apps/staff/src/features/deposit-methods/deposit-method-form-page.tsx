import type { Localized } from '@topup/contracts/locales.ts';
import type {
  DepositMethodBankOption,
  DepositMethodBody,
  DepositMethodView,
} from '@topup/contracts/staff-deposit-methods.ts';
import { Form, Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ImagePicker } from '../../shared/gallery/image-picker.tsx';
import { FormPage } from '../../shared/resource/form-page.tsx';
import { LocalizedFields } from '../../shared/resource/localized-fields.tsx';
import { useResourceForm } from '../../shared/resource/use-resource-form.ts';
import { depositMethodsResource, useDepositMethodBankOptions } from './api.ts';

type Values = Omit<DepositMethodBody, 'name' | 'type'> & { name: Localized; type: Localized };

/** A bank account held by another method is listed but cannot be picked: one method per account. */
function bankOptions(
  banks: DepositMethodBankOption[],
  methodId: number | undefined,
  inOther: (bank: string, method: string | null) => string,
) {
  return banks.map((b) => {
    const elsewhere = b.method_id !== null && b.method_id !== methodId;
    const name = `${b.bank_name} - ${b.holder}`;
    return {
      value: b.id,
      label: elsewhere ? inOther(name, b.method_name) : name,
      disabled: elsewhere,
    };
  });
}

/** Deposit method create (/deposit-methods/create) and edit (/deposit-methods/:id/edit). */
export function DepositMethodFormPage() {
  const { t } = useTranslation();
  const id = useParams().id;
  const banks = useDepositMethodBankOptions();
  const { form, editing, loading, onFinish } = useResourceForm<DepositMethodView, Values>(
    depositMethodsResource,
    {
      id,
      confirmText: (values) => t('deposit-methods.confirmSave', { name: values.name.en }),
    },
  );
  return (
    <FormPage<Values>
      title={t(editing ? 'deposit-methods.edit' : 'deposit-methods.create')}
      form={form}
      onFinish={onFinish}
      loading={loading}
      backTo={depositMethodsResource.route}
      initialValues={{ display: true, bank_ids: [] }}
    >
      <LocalizedFields name="name" label={t('deposit-methods.name')}>
        {() => <Input maxLength={60} />}
      </LocalizedFields>
      <LocalizedFields name="type" label={t('deposit-methods.type')}>
        {() => <Input maxLength={60} />}
      </LocalizedFields>
      <Form.Item
        name="image"
        label={t('deposit-methods.image')}
        rules={[{ required: true, message: t('common.required') }]}
      >
        <ImagePicker />
      </Form.Item>
      <Form.Item name="bank_ids" label={t('deposit-methods.banks')} extra={t('deposit-methods.banksHint')}>
        <Select
          mode="multiple"
          loading={banks.isPending}
          optionFilterProp="label"
          options={bankOptions(banks.data ?? [], id === undefined ? undefined : Number(id), (bank, method) =>
            t('deposit-methods.inOther', { bank, method }),
          )}
        />
      </Form.Item>
      <Form.Item name="display" label={t('deposit-methods.shown')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormPage>
  );
}
