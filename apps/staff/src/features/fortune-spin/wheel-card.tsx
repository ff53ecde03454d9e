import type { Segment, WheelSettings } from '@topup/contracts/api/fortune-spin.ts';
import { Form, Input, InputNumber, Switch, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { hasPermission, useMe } from '../../shared/api/use-me.ts';
import { SettingsCard } from '../../shared/resource/settings-card.tsx';
import { useSettingsForm } from '../../shared/resource/use-settings-form.ts';
import { MoneyInput } from '../../shared/ui/money-input.tsx';
import { FORTUNE_SPIN_URL, oddsPercent } from './api.ts';

type Values = { enabled: boolean; segments: Segment[] };
const toValues = (s: WheelSettings): Values => ({ enabled: s.enabled === 1, segments: s.segments });
const toBody = (v: Values) => ({
  enabled: v.enabled ? 1 : 0,
  segments: v.segments.map(({ label, prize, weight }) => ({ label, prize, weight })),
});

/** The 16 segments (label, prize, weight) with each one's resulting odds, and the spin flag. */
export function WheelCard() {
  const { t } = useTranslation();
  const canManage = hasPermission(useMe().data, 'fortune_spin.manage');
  const { form, loading, onFinish } = useSettingsForm<WheelSettings, Values>(FORTUNE_SPIN_URL, {
    toValues,
    toBody,
    confirmText: () => t('fortune-spin.confirmWheel'),
  });
  const segments = Form.useWatch('segments', form) ?? [];
  const odds = oddsPercent(segments.map((s) => Number(s?.weight ?? 0)));
  const required = [{ required: true, message: t('common.required') }];
  return (
    <SettingsCard<Values>
      title={t('fortune-spin.wheel')}
      form={form}
      onFinish={onFinish}
      loading={loading}
      canManage={canManage}
    >
      <Form.Item name="enabled" label={t('fortune-spin.enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.List name="segments">
        {(fields) => (
          <Table
            size="small"
            pagination={false}
            rowKey="key"
            dataSource={fields}
            columns={[
              { key: 'n', title: '#', width: 50, render: (_: unknown, f) => f.name + 1 },
              {
                key: 'label',
                title: t('fortune-spin.label'),
                render: (_: unknown, f) => (
                  <Form.Item name={[f.name, 'label']} rules={required} noStyle>
                    <Input
                      maxLength={20}
                      aria-label={t('fortune-spin.labelOf', { n: f.name + 1 })}
                      style={{ width: 120 }}
                    />
                  </Form.Item>
                ),
              },
              {
                key: 'prize',
                title: t('fortune-spin.prize'),
                render: (_: unknown, f) => (
                  <Form.Item name={[f.name, 'prize']} rules={required} noStyle>
                    <MoneyInput
                      aria-label={t('fortune-spin.prizeOf', { n: f.name + 1 })}
                      style={{ width: 130 }}
                    />
                  </Form.Item>
                ),
              },
              {
                key: 'weight',
                title: t('fortune-spin.weight'),
                render: (_: unknown, f) => (
                  <Form.Item name={[f.name, 'weight']} rules={required} noStyle>
                    <InputNumber
                      min={0}
                      max={1_000_000}
                      precision={0}
                      aria-label={t('fortune-spin.weightOf', { n: f.name + 1 })}
                    />
                  </Form.Item>
                ),
              },
              {
                key: 'odds',
                title: t('fortune-spin.odds'),
                render: (_: unknown, f) => `${odds[f.name] ?? '0.00'}%`,
              },
            ]}
          />
        )}
      </Form.List>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        {t('fortune-spin.oddsHint')}
      </Typography.Paragraph>
    </SettingsCard>
  );
}
