import type { BannerView, SaveBannerBody } from '@topup/contracts/api/content.ts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ImagePicker } from '../../shared/gallery/image-picker.tsx';
import { FormPage } from '../../shared/resource/form-page.tsx';
import { LocalizedFields } from '../../shared/resource/localized-fields.tsx';
import { useResourceForm } from '../../shared/resource/use-resource-form.ts';
import { bannersResource } from './api.ts';
import { OrderFields } from './order-fields.tsx';

/** Banner create/edit: title, an image per language, order, shown. */
export function BannerFormPage() {
  const { t } = useTranslation();
  const { form, editing, loading, onFinish } = useResourceForm<BannerView, SaveBannerBody>(bannersResource, {
    id: useParams().id,
    confirmText: (values) => t('content.confirmSave', { name: values.name }),
  });
  return (
    <FormPage<SaveBannerBody>
      title={t(editing ? 'content.banners.edit' : 'content.banners.create')}
      form={form}
      onFinish={onFinish}
      loading={loading}
      backTo={bannersResource.route}
      initialValues={{ active: false }}
    >
      <Form.Item
        name="name"
        label={t('content.banners.name')}
        rules={[{ required: true, whitespace: true, message: t('common.required') }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <LocalizedFields name="image" label={t('content.image')} wide>
        {() => <ImagePicker />}
      </LocalizedFields>
      <OrderFields />
    </FormPage>
  );
}
