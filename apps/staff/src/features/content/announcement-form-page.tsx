import type { AnnouncementView, SaveAnnouncementBody } from '@topup/contracts/api/content.ts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FormPage } from '../../shared/resource/form-page.tsx';
import { LocalizedFields } from '../../shared/resource/localized-fields.tsx';
import { useResourceForm } from '../../shared/resource/use-resource-form.ts';
import { announcementsResource } from './api.ts';
import { OrderFields } from './order-fields.tsx';

/** Announcement create/edit: title, the text per language, order, shown. */
export function AnnouncementFormPage() {
  const { t } = useTranslation();
  const { form, editing, loading, onFinish } = useResourceForm<AnnouncementView, SaveAnnouncementBody>(
    announcementsResource,
    {
      id: useParams().id,
      confirmText: (values) => t('content.confirmSave', { name: values.title }),
    },
  );
  return (
    <FormPage<SaveAnnouncementBody>
      title={t(editing ? 'content.announcements.edit' : 'content.announcements.create')}
      form={form}
      onFinish={onFinish}
      loading={loading}
      backTo={announcementsResource.route}
      initialValues={{ active: false }}
    >
      <Form.Item
        name="title"
        label={t('content.announcements.name')}
        rules={[{ required: true, whitespace: true, message: t('common.required') }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <LocalizedFields name="content" label={t('content.announcements.content')} wide>
        {() => <Input.TextArea rows={2} maxLength={1000} />}
      </LocalizedFields>
      <OrderFields />
    </FormPage>
  );
}
