import { ApiOutlined } from '@ant-design/icons';
import { PROVIDER_KINDS } from '@topup/contracts/product-options.ts';
import {
  Button,
  Col,
  ConfigProvider,
  Form,
  type FormInstance,
  Input,
  InputNumber,
  Row,
  Select,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../shared/ui/use-feedback.ts';
import { useTestConnection } from './api.ts';

/**
 * A product's kiosk connection: provider kind, API address, kiosk code and agent key (shown
 * masked when editing; left as it is, the stored key is kept), and a button that reads the
 * agent credit with what the form holds.
 */
export function KioskConnectionFields({
  form,
  productId,
  disabled,
}: {
  form: FormInstance;
  productId: number | undefined;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const { success, failure } = useFeedback();
  const testConnection = useTestConnection();
  const required = [{ required: true, message: t('common.required') }];
  const test = async () => {
    const connection = form.getFieldValue('connection') ?? {};
    try {
      const res = await testConnection.mutateAsync({
        ...connection,
        ...(productId === undefined ? {} : { product_id: productId }),
      });
      success(res.message);
    } catch (error) {
      failure(error);
    }
  };
  return (
    <ConfigProvider componentDisabled={disabled}>
      <Typography.Title level={5} id="kiosk-connection-title">
        {t('products.connection.title')}
      </Typography.Title>
      <Row gutter={16} role="group" aria-labelledby="kiosk-connection-title">
        <Col xs={24} md={8}>
          <Form.Item name={['connection', 'provider_kind']} label={t('products.connection.provider_kind')}>
            <Select
              options={PROVIDER_KINDS.map((kind) => ({
                value: kind,
                label: t(`products.connection.kinds.${kind}`),
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          <Form.Item
            name={['connection', 'base_url']}
            label={t('products.connection.base_url')}
            rules={required}
          >
            <Input placeholder="https://kiosk.example" maxLength={500} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name={['connection', 'kiosk_code']}
            label={t('products.connection.kiosk_code')}
            rules={required}
          >
            <Input maxLength={64} />
          </Form.Item>
        </Col>
        <Col xs={24} md={10}>
          <Form.Item
            name={['connection', 'agent_key']}
            label={t('products.connection.agent_key')}
            extra={productId === undefined ? undefined : t('products.connection.agentKeyKept')}
            rules={productId === undefined ? required : []}
          >
            <Input autoComplete="off" spellCheck={false} maxLength={500} />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name={['connection', 'timeout_ms']} label={t('products.connection.timeout_ms')}>
            <InputNumber min={100} max={60000} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Button icon={<ApiOutlined />} loading={testConnection.isPending} onClick={() => void test()}>
        {t('products.connection.test')}
      </Button>
    </ConfigProvider>
  );
}
