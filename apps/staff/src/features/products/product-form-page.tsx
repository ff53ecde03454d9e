import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Card,
  Col,
  Flex,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Spin,
  Switch,
  Typography,
} from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { api } from '../../shared/api/client.ts';
import { applyFieldErrors } from '../../shared/ui/apply-field-errors.ts';
import { statusOptions } from '../../shared/ui/status-options.tsx';
import { useFeedback } from '../../shared/ui/use-feedback.ts';
import type { ProductRow } from './product-types.ts';

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

/** Product edit: name, tier, links, credentials, deposit/withdrawal bounds, maintenance. */
export function ProductFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { confirm, success, failure } = useFeedback();
  const [form] = Form.useForm<ProductRow>();
  const result = useQuery({
    queryKey: ['/api/staff/products', id],
    queryFn: () => api.get<{ data: ProductRow }>(`/api/staff/products/${id}`).then((r) => r.data),
  });
  useEffect(() => {
    if (result.data) form.setFieldsValue(result.data);
  }, [result.data, form]);
  if (result.isPending) return <Spin />;
  const save = (values: ProductRow) =>
    confirm(t('money.products.confirmSave', { name: values.name }), async () => {
      try {
        const body: Record<string, unknown> = { ...values };
        for (const key of AMOUNT_FIELDS)
          body[key] = values[key] === null || values[key] === undefined ? '' : String(values[key]);
        const res = await api.put<{ message: string }>(`/api/staff/products/${id}`, body);
        success(res.message);
        await queryClient.invalidateQueries({ queryKey: ['/api/staff/products'] });
        navigate('/products');
      } catch (error) {
        applyFieldErrors(form, error);
        failure(error);
      }
    });
  return (
    <Flex vertical gap={12} style={{ maxWidth: 960 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('money.products.edit', { name: result.data?.name ?? '' })}
      </Typography.Title>
      <Card>
        <Form<ProductRow> form={form} layout="vertical" onFinish={save}>
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
              <Form.Item name="tier" label={t('money.products.tier')}>
                <InputNumber min={0} max={100} />
              </Form.Item>
            </Col>
            <Col xs={12} md={4}>
              <Form.Item name="position" label={t('money.products.position')}>
                <InputNumber min={0} max={10000} />
              </Form.Item>
            </Col>
            <Col xs={12} md={4}>
              <Form.Item name="status" label={t('common.status')}>
                <Select options={statusOptions(t)} />
              </Form.Item>
            </Col>
            <Col xs={12} md={4}>
              <Form.Item name="maintenance" label={t('money.products.maintenance')} valuePropName="checked">
                <Switch />
              </Form.Item>
            </Col>
            {AMOUNT_FIELDS.map((key) => (
              <Col xs={12} md={8} key={key}>
                <Form.Item name={key} label={t(`money.products.fields.${key}`)}>
                  <InputNumber min={0} precision={2} prefix="RM" style={{ width: '100%' }} />
                </Form.Item>
              </Col>
            ))}
            {TEXT_FIELDS.map((key) => (
              <Col xs={24} md={12} key={key}>
                <Form.Item name={key} label={t(`money.products.fields.${key}`)}>
                  {key === 'game_password' || key === 'pin' ? (
                    <Input.Password autoComplete="off" />
                  ) : (
                    <Input maxLength={500} />
                  )}
                </Form.Item>
              </Col>
            ))}
          </Row>
          <Flex gap={8}>
            <Button type="primary" htmlType="submit">
              {t('common.save')}
            </Button>
            <Link to="/products">
              <Button>{t('common.back')}</Button>
            </Link>
          </Flex>
        </Form>
      </Card>
    </Flex>
  );
}
