import type { RolloverSettings } from '@topup/contracts/api/rollover.ts';
import { Form, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ROLLOVER_SETTINGS_URL } from '../../shared/api/endpoints.ts';
import { GridField } from '../../shared/resource/form-grid.tsx';
import { SettingsPage } from '../../shared/resource/settings-page.tsx';
import { MoneyInput } from '../../shared/ui/money-input.tsx';

/**
 * Rollover Settings: the balance at or below which an outstanding target
 * is cleared, and the rollover a new bonus starts with. Clearing one member's rollover is on
 * the member's page.
 */
export function RolloverSettingsPage() {
  const { t } = useTranslation();
  const required = [{ required: true, message: t('common.required') }];
  const choice = (name: string, label: string, prefix: string, values: string[]) => (
    <GridField md={8} name={name} label={t(label)}>
      <Select options={values.map((value) => ({ value, label: t(`${prefix}.${value}`) }))} />
    </GridField>
  );
  return (
    <SettingsPage<RolloverSettings>
      endpoint={ROLLOVER_SETTINGS_URL}
      title={t('rollover.title')}
      backTo="/bonuses"
      confirmText={() => t('rollover.confirmSave')}
    >
      <Form.Item
        name="clear_below"
        label={t('rollover.clearBelow')}
        extra={t('rollover.clearBelowHint')}
        rules={required}
      >
        <MoneyInput style={{ maxWidth: 240 }} />
      </Form.Item>
      <Row gutter={12}>
        <GridField md={8} name="default_multiplier" label={t('rollover.defaultMultiplier')} rules={required}>
          <InputNumber min={0} max={100} precision={0} style={{ width: '100%' }} />
        </GridField>
        {choice('default_calculation', 'rollover.defaultCalculation', 'rollover.calculations', [
          'deposit_bonus',
          'bonus',
        ])}
        {choice('default_type', 'rollover.defaultType', 'rollover.types', ['stack', 'addon'])}
      </Row>
    </SettingsPage>
  );
}
