import type { ProviderTimingsReply } from '@topup/contracts/api/provider-audit.ts';
import type { ProviderTimings } from '@topup/contracts/provider-timings.ts';
import { Button, Card, Col, Form, InputNumber, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { hasPermission, useMe } from '../../shared/api/use-me.ts';
import { useSettingsForm } from '../../shared/resource/use-settings-form.ts';
import { TIMINGS_ENDPOINT } from './api.ts';

/** Each timing as the operator reads it: the unit it is shown in, in milliseconds (1 = a count). */
const UNITS: Record<keyof ProviderTimings, number> = {
  resend_after_ms: 1_000,
  resend_backoff_ms: 1_000,
  resend_backoff_max_ms: 1_000,
  resend_max_tries: 1,
  audit_interval_ms: 60_000,
  audit_window_ms: 3_600_000,
};
const FIELDS = Object.keys(UNITS) as (keyof ProviderTimings)[];

const mapTimings = (timings: ProviderTimings, convert: (value: number, unit: number) => number) =>
  Object.fromEntries(
    FIELDS.map((field) => [field, convert(timings[field], UNITS[field])]),
  ) as ProviderTimings;

/**
 * When an open provider call is resent and how often the provider audit runs: the
 * server's settings, shown in seconds, minutes and hours. Saving applies from the next run.
 */
export function TimingsCard() {
  const { t } = useTranslation();
  const canManage = hasPermission(useMe().data, 'settings.manage');
  const { form, settings, loading, onFinish } = useSettingsForm<ProviderTimingsReply, ProviderTimings>(
    TIMINGS_ENDPOINT,
    {
      confirmText: () => t('provider-audit.timings.confirm'),
      toValues: (data) => mapTimings(data.timings, (value, unit) => value / unit),
      toBody: (values) => mapTimings(values, (value, unit) => Math.round(value * unit)),
    },
  );
  const limits = settings.data?.limits;
  return (
    <Card title={t('provider-audit.timings.title')} loading={loading}>
      <Form<ProviderTimings> form={form} layout="vertical" onFinish={onFinish} disabled={!canManage}>
        <Row gutter={12}>
          {FIELDS.map((field) => {
            const min = limits ? limits[field].min / UNITS[field] : undefined;
            const max = limits ? limits[field].max / UNITS[field] : undefined;
            return (
              <Col key={field} xs={24} md={12} xl={8}>
                <Form.Item
                  name={field}
                  label={t(`provider-audit.timings.${field}`)}
                  extra={t('provider-audit.timings.range', { min, max })}
                  rules={[{ required: true, message: t('common.required') }]}
                >
                  <InputNumber min={min} max={max} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
            );
          })}
        </Row>
        {canManage && (
          <Button type="primary" htmlType="submit">
            {t('common.save')}
          </Button>
        )}
      </Form>
    </Card>
  );
}
