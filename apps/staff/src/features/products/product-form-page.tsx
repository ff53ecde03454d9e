import type { ProductDetailView } from '@topup/contracts/api/products.ts';
import { Col, Divider, Form, Input, InputNumber, Row, Select, Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { hasPermission, useMe } from '../../shared/api/use-me.ts';
import { FormPage } from '../../shared/resource/form-page.tsx';
import { useResourceForm } from '../../shared/resource/use-resource-form.ts';
import { statusOptions } from '../../shared/ui/status-options.tsx';
import { productsResource } from './api.ts';
import { KioskConnectionFields } from './kiosk-connection-fields.tsx';

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

const NEW_PRODUCT: Partial<ProductDetailView> = {
  status: 'active',
  tier: 1,
  position: 0,
  maintenance: false,
  connection: { provider_kind: 'http', base_url: '', kiosk_code: '', agent_key: '', timeout_ms: null },
};

/** The form as the request body: amounts as text; the connection only for an operator who may change it. */
function bodyOf(values: ProductDetailView, canManage: boolean) {
  const { connection, ...body }: Record<string, unknown> & ProductDetailView = { ...values };
  for (const key of AMOUNT_FIELDS)
    body[key] = values[key] === null || values[key] === undefined ? '' : String(values[key]);
  return canManage ? { ...body, connection } : body;
}

/** Product create and edit: name, tier, links, credentials, bounds, maintenance and its kiosk connection. */
export function ProductFormPage() {
  const { t } = useTranslation();
  const id = useParams().id;
  const canManage = hasPermission(useMe().data, 'products.manage');
  const { form, editing, record, loading, onFinish } = useResourceForm<ProductDetailView>(productsResource, {
    id,
    toBody: (values) => bodyOf(values, canManage),
    confirmText: (values, isEdit) =>
      t(isEdit ? 'products.confirmSave' : 'products.confirmCreate', { name: values.name }),
  });
  const retired = record.data?.status === 'retired';
  return (
    <FormPage<ProductDetailView>
      title={editing ? t('products.edit', { name: record.data?.name ?? '' }) : t('products.create')}
      initialValues={editing ? undefined : NEW_PRODUCT}
      form={form}
      onFinish={onFinish}
      loading={loading}
      backTo={productsResource.route}
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
          {retired ? (
            <Form.Item label={t('common.status')}>
              <Tag>{t('products.retired')}</Tag>
            </Form.Item>
          ) : (
            <Form.Item name="status" label={t('common.status')}>
              <Select options={statusOptions(t)} />
            </Form.Item>
          )}
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
      {(canManage || editing) && (
        <>
          <Divider />
          <KioskConnectionFields
            form={form}
            productId={editing ? Number(id) : undefined}
            disabled={!canManage}
          />
        </>
      )}
    </FormPage>
  );
}
