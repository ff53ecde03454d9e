import type { LandingSettings, SaveLandingSettingsBody } from '@topup/contracts/api/landing.ts';
import { Card, Col, DatePicker, Form, Input, InputNumber, Row, Select, Statistic, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { hasPermission, useMe } from '../../shared/api/use-me.ts';
import { FormPage } from '../../shared/resource/form-page.tsx';
import { useSettingsForm } from '../../shared/resource/use-settings-form.ts';
import { LANDING_SETTINGS_URL } from './api.ts';

/** The body with its two moments as the date pickers hold them. */
type Values = Omit<SaveLandingSettingsBody, 'starts_at' | 'ends_at'> &
  Record<'starts_at' | 'ends_at', Dayjs | null>;

const toValues = (s: LandingSettings): Values => ({
  name: s.name,
  active: s.active,
  win_percent: s.win_percent,
  max_winners: s.max_winners,
  contact_link: s.contact_link,
  lost_promotion_ids: s.lost_promotion_ids,
  starts_at: s.starts_at ? dayjs(s.starts_at) : null,
  ends_at: s.ends_at ? dayjs(s.ends_at) : null,
});
const toBody = (v: Values): SaveLandingSettingsBody => ({
  ...v,
  max_winners: v.max_winners ?? null,
  starts_at: v.starts_at?.format() ?? null,
  ends_at: v.ends_at?.format() ?? null,
});

/**
 * Landing Page settings: who wins (odds and winner cap of the campaign),
 * the contact the won and lost steps chat with, and the promotions shown to those who lost.
 */
export function LandingSettingsPage() {
  const { t } = useTranslation();
  const canManage = hasPermission(useMe().data, 'settings.manage');
  const { form, settings, loading, onFinish } = useSettingsForm<LandingSettings, Values>(
    LANDING_SETTINGS_URL,
    { toValues, toBody, confirmText: () => t('landing-settings.confirmSave') },
  );
  const data = settings.data;
  return (
    <FormPage<Values>
      title={t('landing-settings.title')}
      form={form}
      onFinish={onFinish}
      loading={loading}
      disabled={!canManage}
      backTo="/dashboard"
      card={false}
      maxWidth={1100}
    >
      <Card title={t('landing-settings.campaign')} style={{ marginBottom: 12 }}>
        <Row gutter={12}>
          <Col xs={12} md={6}>
            <Statistic title={t('landing-settings.leads')} value={data?.leads ?? 0} />
          </Col>
          <Col xs={12} md={6}>
            <Statistic
              title={t('landing-settings.winners')}
              value={data?.winners ?? 0}
              suffix={data?.max_winners === null ? undefined : `/ ${data?.max_winners}`}
            />
          </Col>
        </Row>
        <Row gutter={12} style={{ marginTop: 16 }}>
          <Col xs={24} md={12}>
            <Form.Item
              name="name"
              label={t('landing-settings.name')}
              rules={[{ required: true, whitespace: true, message: t('common.required') }]}
            >
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="active" label={t('landing-settings.active')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="starts_at"
              label={t('landing-settings.startsAt')}
              extra={t('landing-settings.openEnded')}
            >
              <DatePicker showTime style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="ends_at"
              label={t('landing-settings.endsAt')}
              extra={t('landing-settings.openEnded')}
            >
              <DatePicker showTime style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card title={t('landing-settings.winRule')} style={{ marginBottom: 12 }}>
        <Row gutter={12}>
          <Col xs={24} md={12}>
            <Form.Item
              name="win_percent"
              label={t('landing-settings.winPercent')}
              extra={t('landing-settings.winPercentHint')}
              rules={[{ required: true, message: t('common.required') }]}
            >
              <InputNumber min={0} max={100} precision={0} suffix="%" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="max_winners"
              label={t('landing-settings.maxWinners')}
              extra={t('landing-settings.maxWinnersHint')}
            >
              <InputNumber min={0} max={10_000_000} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card title={t('landing-settings.afterDraw')} style={{ marginBottom: 12 }}>
        <Row gutter={12}>
          <Col xs={24} md={12}>
            <Form.Item
              name="contact_link"
              label={t('landing-settings.contact')}
              extra={t('landing-settings.contactHint')}
              rules={[{ required: true, whitespace: true, message: t('common.required') }]}
            >
              <Input maxLength={2000} placeholder="https://" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="lost_promotion_ids"
              label={t('landing-settings.lostPromotions')}
              extra={t('landing-settings.lostPromotionsHint')}
            >
              <Select
                mode="multiple"
                allowClear
                optionFilterProp="label"
                options={(data?.promotion_options ?? []).map((p) => ({
                  value: p.value,
                  label: p.active ? p.label : `${p.label} (${t('common.inactive')})`,
                }))}
              />
            </Form.Item>
          </Col>
        </Row>
      </Card>
    </FormPage>
  );
}
