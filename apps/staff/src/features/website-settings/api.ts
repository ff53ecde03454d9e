export const WEBSITE_SETTINGS_URL = '/api/staff/website-settings';
