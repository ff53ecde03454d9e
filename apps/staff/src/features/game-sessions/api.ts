export const GAME_SESSIONS_URL = '/api/staff/game-sessions';
