/** Staff API addresses used by more than one feature (a feature's own live in its api.ts). */
export const FOLLOW_UPS_URL = '/api/staff/follow-ups';
export const SOURCE_OPTIONS_URL = '/api/staff/sources/options';
export const MEMBER_ACCOUNTS_URL = '/api/staff/member-accounts';
export const GAME_SESSIONS_URL = '/api/staff/game-sessions';
export const GALLERY_URL = '/api/staff/gallery';
export const ROLLOVER_SETTINGS_URL = '/api/staff/rollover-settings';
export const memberNotesUrl = (memberId: number) => `/api/staff/members/${memberId}/notes`;
export const noteUrl = (noteId: number) => `/api/staff/notes/${noteId}`;
