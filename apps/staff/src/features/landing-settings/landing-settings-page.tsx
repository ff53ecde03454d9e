import type { LandingSettings, SaveLandingSettingsBody } from '@topup/contracts/api/landing.ts';
import { Col, DatePicker, Input, InputNumber, Select, Statistic, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FormSection, GridField } from '../../shared/resource/form-grid.tsx';
import { SettingsPage } from '../../shared/resource/settings-page.tsx';
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
  const required = { required: true, message: t('common.required') };
  return (
    <SettingsPage<LandingSettings, Values>
      endpoint={LANDING_SETTINGS_URL}
      title={t('landing-settings.title')}
      permission="settings.manage"
      backTo="/dashboard"
      sections
      toValues={toValues}
      toBody={toBody}
      confirmText={() => t('landing-settings.confirmSave')}
    >
      {(data) => (
        <>
          <FormSection
            title={t('landing-settings.campaign')}
            head={
              <>
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
              </>
            }
          >
            <GridField
              name="name"
              label={t('landing-settings.name')}
              rules={[{ ...required, whitespace: true }]}
            >
              <Input maxLength={100} />
            </GridField>
            <GridField name="active" label={t('landing-settings.active')} valuePropName="checked">
              <Switch />
            </GridField>
            {(['starts_at', 'ends_at'] as const).map((name) => (
              <GridField
                key={name}
                name={name}
                label={t(name === 'starts_at' ? 'landing-settings.startsAt' : 'landing-settings.endsAt')}
                extra={t('landing-settings.openEnded')}
              >
                <DatePicker showTime style={{ width: '100%' }} />
              </GridField>
            ))}
          </FormSection>
          <FormSection title={t('landing-settings.winRule')}>
            <GridField
              name="win_percent"
              label={t('landing-settings.winPercent')}
              extra={t('landing-settings.winPercentHint')}
              rules={[required]}
            >
              <InputNumber min={0} max={100} precision={0} suffix="%" style={{ width: '100%' }} />
            </GridField>
            <GridField
              name="max_winners"
              label={t('landing-settings.maxWinners')}
              extra={t('landing-settings.maxWinnersHint')}
            >
              <InputNumber min={0} max={10_000_000} precision={0} style={{ width: '100%' }} />
            </GridField>
          </FormSection>
          <FormSection title={t('landing-settings.afterDraw')}>
            <GridField
              name="contact_link"
              label={t('landing-settings.contact')}
              extra={t('landing-settings.contactHint')}
              rules={[{ ...required, whitespace: true }]}
            >
              <Input maxLength={2000} placeholder="https://" />
            </GridField>
            <GridField
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
            </GridField>
          </FormSection>
        </>
      )}
    </SettingsPage>
  );
}
