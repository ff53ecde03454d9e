import { useQuery } from '@tanstack/react-query';
import type { GameSession } from '@topup/contracts/api/game-sessions.ts';
import { api } from '../../shared/api/client.ts';

const GAME_SESSIONS_URL = '/api/staff/game-sessions';

export const gameSessionsKey = (accountId: string | undefined) => [GAME_SESSIONS_URL, accountId] as const;

/** A game account's recent sessions, read from its provider; nothing until an account is chosen. */
export function useGameSessions(accountId: string | undefined) {
  return useQuery({
    queryKey: gameSessionsKey(accountId),
    queryFn: () =>
      api
        .get<{ data: GameSession[] }>(GAME_SESSIONS_URL, { member_account_id: accountId })
        .then((r) => r.data),
    enabled: Boolean(accountId),
  });
}
