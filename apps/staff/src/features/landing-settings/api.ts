export const LANDING_SETTINGS_URL = '/api/staff/landing-settings';
