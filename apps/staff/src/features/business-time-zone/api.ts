export const BUSINESS_TIME_ZONE_URL = '/api/staff/settings/business-time-zone';
