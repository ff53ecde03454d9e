import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PlayerBalanceReply,
  PlayerLookupReply,
  ScoreLogReply,
} from '@topup/contracts/api/workstation.ts';
import { api } from '../../shared/api/client.ts';

/** The workstation's endpoints and hooks: look a member up by game account, then read its balance and score log. */
export const WORKSTATION_API = {
  lookup: '/api/staff/workstation/lookup',
  accounts: '/api/staff/workstation/accounts',
  balance: (accountId: number) => `/api/staff/workstation/accounts/${accountId}/balance`,
  scoreLog: (accountId: number) => `/api/staff/workstation/accounts/${accountId}/score-log`,
} as const;

/** Reads again everything the Workstation shows (after an action on the account). */
export function useRefreshWorkstation() {
  const queryClient = useQueryClient();
  return () => {
    for (const root of [WORKSTATION_API.lookup, WORKSTATION_API.accounts])
      void queryClient.invalidateQueries({ queryKey: [root] });
  };
}

export function usePlayerLookup(accountId: string | null) {
  return useQuery({
    queryKey: [WORKSTATION_API.lookup, accountId],
    queryFn: () =>
      api.get<PlayerLookupReply>(WORKSTATION_API.lookup, { account_id: accountId ?? '' }).then((r) => r.data),
    enabled: accountId !== null,
    retry: false,
  });
}

export function usePlayerBalance(accountId: number) {
  return useQuery({
    queryKey: [WORKSTATION_API.accounts, accountId, 'balance'],
    queryFn: () =>
      api.get<PlayerBalanceReply>(WORKSTATION_API.balance(accountId)).then((r) => r.data.balance_sen),
    retry: false,
  });
}

export function useScoreLog(accountId: number) {
  return useQuery({
    queryKey: [WORKSTATION_API.accounts, accountId, 'score-log'],
    queryFn: () =>
      api.get<ScoreLogReply>(WORKSTATION_API.scoreLog(accountId), { limit: 100 }).then((r) => r.data),
    retry: false,
  });
}
