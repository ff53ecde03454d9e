import type { BusinessTimeZone } from '@topup/contracts/api/settings.ts';
import { Form, Select, type SelectProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_OPTIONS_KEY } from '../../shared/api/endpoints.ts';
import { SettingsPage } from '../../shared/resource/settings-page.tsx';
import { BUSINESS_TIME_ZONE_URL } from './api.ts';
import { timeZoneOptions } from './time-zone-options.ts';

/**
 * Business time zone (setting business_time_zone): the zone "today", report days, shifts, list
 * date filters, daily caps and bank statement times are read in.
 */
export function BusinessTimeZonePage() {
  const { t } = useTranslation();
  return (
    <SettingsPage<BusinessTimeZone>
      endpoint={BUSINESS_TIME_ZONE_URL}
      title={t('business-time-zone.title')}
      permission="settings.manage"
      backTo="/dashboard"
      confirmText={(values) => t('business-time-zone.confirmSave', { zone: values.time_zone })}
      // The reports page cuts its presets in the zone it reads with its filter options.
      invalidate={[REPORT_OPTIONS_KEY]}
    >
      {(data) => (
        <Form.Item
          name="time_zone"
          label={t('business-time-zone.zone')}
          extra={t('business-time-zone.hint')}
          rules={[{ required: true, message: t('common.required') }]}
        >
          <ZoneSelect saved={data?.time_zone} />
        </Form.Item>
      )}
    </SettingsPage>
  );
}

/** The zones to pick from, the saved one among them even when this browser does not know it. */
function ZoneSelect({ saved, ...select }: SelectProps & { saved: string | undefined }) {
  const options = useMemo(() => timeZoneOptions(saved), [saved]);
  return <Select showSearch={{ optionFilterProp: 'label' }} options={options} {...select} />;
}
