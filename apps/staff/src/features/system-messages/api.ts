export const SYSTEM_MESSAGES_URL = '/api/staff/system-messages';
export const systemMessageUrl = (code: string) => `${SYSTEM_MESSAGES_URL}/${code}`;
