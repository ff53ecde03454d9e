/**
 * Staff API addresses and query keys used by shared/ or by more than one feature (the session,
 * pickers, live refresh, cross-feature caches). A feature's own live in its api.ts.
 */
export const AUTH_API = {
  me: '/api/staff/auth/me',
  login: '/api/staff/auth/login',
  lock: '/api/staff/auth/lock',
  unlock: '/api/staff/auth/unlock',
  logout: '/api/staff/auth/logout',
  unverified: '/api/staff/auth/unverified',
} as const;

export const TRANSACTIONS_URL = '/api/staff/transactions';
export const MONEY_OPTIONS_URL = '/api/staff/money/options';
export const ACCOUNT_OPTIONS_URL = '/api/staff/money/account-options';
export const PROFILE_ALERTS_URL = '/api/staff/profile/alerts';
export const MEMBERS_URL = '/api/staff/members';
export const FOLLOW_UPS_URL = '/api/staff/follow-ups';
export const SOURCE_OPTIONS_URL = '/api/staff/sources/options';
export const MEMBER_ACCOUNTS_URL = '/api/staff/member-accounts';
export const memberAccountUrl = (id: number) => `${MEMBER_ACCOUNTS_URL}/${id}`;
export const GALLERY_URL = '/api/staff/gallery';
export const ROLLOVER_SETTINGS_URL = '/api/staff/rollover-settings';
export const memberNotesUrl = (memberId: number) => `${MEMBERS_URL}/${memberId}/notes`;
/** The Notes screen's list; a note's own address is under it. */
export const NOTES_URL = '/api/staff/notes';
export const noteUrl = (noteId: number) => `${NOTES_URL}/${noteId}`;

/** The reports' filter options; the business time zone screen refreshes them when the zone changes. */
export const REPORT_OPTIONS_URL = '/api/staff/reports/options';
export const REPORT_OPTIONS_KEY = [REPORT_OPTIONS_URL] as const;

/** Open provider differences: the dashboard card reads them, the provider-audit screen refreshes them. */
export const OPEN_DISCREPANCIES_URL = '/api/staff/provider-audit/count';
export const OPEN_DISCREPANCIES_KEY = [OPEN_DISCREPANCIES_URL] as const;

/** The Dashboard's figures and queue: the shell's live connection refreshes every key under it. */
export const DASHBOARD_URL = '/api/staff/dashboard';
