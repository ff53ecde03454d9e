import { Flex, Form, InputNumber, Switch } from 'antd';
import { useTranslation } from 'react-i18next';

/** Position in the list (empty: last) and whether the member site shows the item (a new one starts hidden). */
export function OrderFields() {
  const { t } = useTranslation();
  return (
    <Flex gap={24} wrap>
      <Form.Item name="position" label={t('content.position')}>
        <InputNumber min={0} max={10000} placeholder={t('content.positionLast')} />
      </Form.Item>
      <Form.Item name="active" label={t('content.shown')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </Flex>
  );
}
