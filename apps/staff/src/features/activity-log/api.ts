export const ACTIVITY_LOG_URL = '/api/staff/activity-log';
export const ACTIVITY_FILTERS_URL = `${ACTIVITY_LOG_URL}/filters`;
