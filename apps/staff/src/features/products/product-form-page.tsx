import type { ProductView } from '@topup/contracts/staff-products.ts';
import { Col, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FormPage } from '../../shared/resource/form-page.tsx';
import { useResourceForm } from '../../shared/resource/use-resource-form.ts';
import { statusOptions } from '../../shared/ui/status-options.tsx';
import { productsResource } from './api.ts';

const TEXT_FIELDS = [
  'url',
  'pc_link',
  'android_link',
  'ios_link',
  'slot_link',
  'live_link',
  'game_username',
  'game_password',
  'pin',
] as const;
const AMOUNT_FIELDS = [
  'min_deposit',
  'max_deposit',
  'min_withdrawal',
  'max_withdrawal',
  'max_balance_to_deposit',
] as const;

function toBody(values: ProductView) {
  const body: Record<string, unknown> = { ...values };
  for (const key of AMOUNT_FIELDS)
    body[key] = values[key] === null || values[key] === undefined ? '' : String(values[key]);
  return body;
}

/** Product edit: name, tier, links, credentials, deposit/withdrawal bounds, maintenance. */
export function ProductFormPage() {
  const { t } = useTranslation();
  const { form, record, loading, onFinish } = useResourceForm<ProductView>(productsResource, {
    id: useParams().id,
    toBody,
    confirmText: (values) => t('products.confirmSave', { name: values.name }),
  });
  return (
    <FormPage<ProductView>
      title={t('products.edit', { name: record.data?.name ?? '' })}
      form={form}
      onFinish={onFinish}
      loading={loading}
      backTo={productsResource.route}
      maxWidth={960}
    >
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item
            name="name"
            label={t('common.name')}
            rules={[{ required: true, message: t('common.required') }]}
          >
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item name="tier" label={t('products.tier')}>
            <InputNumber min={0} max={100} />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item name="position" label={t('products.position')}>
            <InputNumber min={0} max={10000} />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item name="status" label={t('common.status')}>
            <Select options={statusOptions(t)} />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item name="maintenance" label={t('products.maintenance')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        {AMOUNT_FIELDS.map((key) => (
          <Col xs={12} md={8} key={key}>
            <Form.Item name={key} label={t(`products.fields.${key}`)}>
              <InputNumber min={0} precision={2} prefix="RM" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        ))}
        {TEXT_FIELDS.map((key) => (
          <Col xs={24} md={12} key={key}>
            <Form.Item name={key} label={t(`products.fields.${key}`)}>
              {key === 'game_password' || key === 'pin' ? (
                <Input.Password autoComplete="off" />
              ) : (
                <Input maxLength={500} />
              )}
            </Form.Item>
          </Col>
        ))}
      </Row>
    </FormPage>
  );
}
