import type { PromotionView, SavePromotionBody } from '@topup/contracts/api/content.ts';
import { Col, DatePicker, Form, Input, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ImagePicker } from '../../shared/gallery/image-picker.tsx';
import { FormPage } from '../../shared/resource/form-page.tsx';
import { LocalizedFields } from '../../shared/resource/localized-fields.tsx';
import { useResourceForm } from '../../shared/resource/use-resource-form.ts';
import { promotionsResource, useBonusOptions } from './api.ts';
import { OrderFields } from './order-fields.tsx';

/** The body with its window's two moments as the date pickers hold them. */
type Values = Omit<SavePromotionBody, 'start_at' | 'end_at'> & Record<'start_at' | 'end_at', Dayjs | null>;

const toValues = (row: PromotionView): Values => ({
  ...row,
  start_at: row.start_at ? dayjs(row.start_at) : null,
  end_at: row.end_at ? dayjs(row.end_at) : null,
});
const toBody = (values: Values): SavePromotionBody => ({
  ...values,
  link: values.link || null,
  bonus_id: values.bonus_id ?? null,
  start_at: values.start_at?.format() ?? null,
  end_at: values.end_at?.format() ?? null,
});

/** Promotion create/edit: per-language name, description, image and HTML content; link, bonus, window. */
export function PromotionFormPage() {
  const { t } = useTranslation();
  const bonuses = useBonusOptions();
  const { form, editing, loading, onFinish } = useResourceForm<PromotionView, Values>(promotionsResource, {
    id: useParams().id,
    toValues,
    toBody,
    confirmText: (values) => t('content.confirmSave', { name: values.name.en }),
  });
  return (
    <FormPage<Values>
      title={t(editing ? 'content.promotions.edit' : 'content.promotions.create')}
      form={form}
      onFinish={onFinish}
      loading={loading}
      backTo={promotionsResource.route}
      initialValues={{ active: false }}
    >
      <LocalizedFields name="name" label={t('content.promotions.name')}>
        {() => <Input maxLength={100} />}
      </LocalizedFields>
      <LocalizedFields name="description" label={t('content.promotions.description')}>
        {() => <Input.TextArea rows={2} maxLength={500} />}
      </LocalizedFields>
      <LocalizedFields name="image" label={t('content.image')} wide>
        {() => <ImagePicker />}
      </LocalizedFields>
      <LocalizedFields name="content" label={t('content.promotions.content')} wide>
        {() => <Input.TextArea rows={4} maxLength={50000} placeholder="<p>…</p>" />}
      </LocalizedFields>
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <Form.Item name="link" label={t('content.promotions.link')} extra={t('content.httpsOnly')}>
            <Input maxLength={2000} placeholder="https://" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="bonus_id" label={t('content.promotions.bonus')}>
            <Select allowClear options={bonuses.data ?? []} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="start_at" label={t('content.promotions.startAt')}>
            <DatePicker showTime style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="end_at" label={t('content.promotions.endAt')}>
            <DatePicker showTime style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <OrderFields />
    </FormPage>
  );
}
