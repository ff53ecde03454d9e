export const BUSINESS_TIME_ZONE_URL = '/api/staff/settings/business-time-zone';
/** The reports page cuts its presets in the zone it reads with its filter options. */
export const REPORT_OPTIONS_KEY = ['report', 'options'];
