import type { BusinessTimeZone } from '@topup/contracts/api/settings.ts';
import { Form, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_OPTIONS_KEY } from '../../shared/api/endpoints.ts';
import { hasPermission, useMe } from '../../shared/api/use-me.ts';
import { FormPage } from '../../shared/resource/form-page.tsx';
import { useSettingsForm } from '../../shared/resource/use-settings-form.ts';
import { BUSINESS_TIME_ZONE_URL } from './api.ts';
import { timeZoneOptions } from './time-zone-options.ts';

/**
 * Business time zone (setting business_time_zone): the zone "today", report days, shifts, list
 * date filters, daily caps and bank statement times are read in.
 */
export function BusinessTimeZonePage() {
  const { t } = useTranslation();
  const canManage = hasPermission(useMe().data, 'settings.manage');
  const { form, settings, loading, onFinish } = useSettingsForm<BusinessTimeZone>(BUSINESS_TIME_ZONE_URL, {
    confirmText: (values) => t('business-time-zone.confirmSave', { zone: values.time_zone }),
    // The reports page cuts its presets in the zone it reads with its filter options.
    invalidate: [REPORT_OPTIONS_KEY],
  });
  const saved = settings.data?.time_zone;
  const options = useMemo(() => timeZoneOptions(saved), [saved]);
  return (
    <FormPage<BusinessTimeZone>
      title={t('business-time-zone.title')}
      form={form}
      onFinish={onFinish}
      loading={loading}
      disabled={!canManage}
      backTo="/dashboard"
      maxWidth={700}
    >
      <Form.Item
        name="time_zone"
        label={t('business-time-zone.zone')}
        extra={t('business-time-zone.hint')}
        rules={[{ required: true, message: t('common.required') }]}
      >
        <Select showSearch={{ optionFilterProp: 'label' }} options={options} />
      </Form.Item>
    </FormPage>
  );
}
