import type { RolloverSettings } from '@topup/contracts/api/rollover.ts';
import { Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ROLLOVER_SETTINGS_URL } from '../../shared/api/endpoints.ts';
import { FormPage } from '../../shared/resource/form-page.tsx';
import { useSettingsForm } from '../../shared/resource/use-settings-form.ts';

/**
 * Rollover Settings: the balance at or below which an outstanding target
 * is cleared, and the rollover a new bonus starts with. Clearing one member's rollover is on
 * the member's page.
 */
export function RolloverSettingsPage() {
  const { t } = useTranslation();
  const { form, loading, onFinish } = useSettingsForm<RolloverSettings>(ROLLOVER_SETTINGS_URL, {
    confirmText: () => t('rollover.confirmSave'),
  });
  const required = [{ required: true, message: t('common.required') }];
  return (
    <FormPage<RolloverSettings>
      title={t('rollover.title')}
      form={form}
      onFinish={onFinish}
      loading={loading}
      backTo="/bonuses"
      maxWidth={900}
    >
      <Form.Item
        name="clear_below"
        label={t('rollover.clearBelow')}
        extra={t('rollover.clearBelowHint')}
        rules={required}
      >
        <Input prefix="RM" inputMode="decimal" style={{ maxWidth: 240 }} />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} md={8}>
          <Form.Item name="default_multiplier" label={t('rollover.defaultMultiplier')} rules={required}>
            <InputNumber min={0} max={100} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="default_calculation" label={t('rollover.defaultCalculation')}>
            <Select
              options={[
                { value: 'deposit_bonus', label: t('rollover.calculations.deposit_bonus') },
                { value: 'bonus', label: t('rollover.calculations.bonus') },
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="default_type" label={t('rollover.defaultType')}>
            <Select
              options={[
                { value: 'stack', label: t('rollover.types.stack') },
                { value: 'addon', label: t('rollover.types.addon') },
              ]}
            />
          </Form.Item>
        </Col>
      </Row>
    </FormPage>
  );
}
