import { useQuery } from '@tanstack/react-query';
import type { PendingCountsReply } from '@topup/contracts/api/live-events.ts';
import type { MemberView } from '@topup/contracts/api/members.ts';
import type { ListPage } from '@topup/contracts/list-page.ts';
import type { MemberAccountView } from '@topup/contracts/staff-member-accounts.ts';
import { api } from '../../shared/api/client.ts';
import { MEMBER_ACCOUNTS_URL, MEMBERS_URL } from '../../shared/api/endpoints.ts';
import { LIVE_COUNTS_KEY } from '../../shared/live/live-context.ts';

/** The desk's live stream (server-sent events) and its pending counts. */
export const LIVE_API = {
  stream: '/api/staff/live',
  counts: '/api/staff/live/counts',
} as const;

/** How many deposits and withdrawals wait, read again every `refetchInterval` as the stream's fallback. */
export function usePendingCounts(enabled: boolean, refetchInterval: number) {
  return useQuery({
    queryKey: LIVE_COUNTS_KEY,
    queryFn: () => api.get<{ data: PendingCountsReply }>(LIVE_API.counts).then((r) => r.data),
    refetchInterval,
    enabled,
  });
}

/** A few rows of a staff list for the command palette (`q` searched as the list searches it). */
const PALETTE_ROWS = 5;
const PALETTE_STALE_MS = 10_000;

/** Members by name or phone, for the palette, when the operator may list them. */
export function usePaletteMembers(q: string, enabled: boolean) {
  return useQuery({
    queryKey: [MEMBERS_URL, 'palette', q],
    queryFn: () =>
      api.get<ListPage<MemberView>>(MEMBERS_URL, { q, per_page: PALETTE_ROWS }).then((r) => r.data),
    enabled,
    staleTime: PALETTE_STALE_MS,
  });
}

/** Game accounts by game ID, for the palette, when the operator may list them (no provider balance). */
export function usePaletteAccounts(q: string, enabled: boolean) {
  return useQuery({
    queryKey: [MEMBER_ACCOUNTS_URL, 'palette', q],
    queryFn: () =>
      api
        .get<ListPage<MemberAccountView>>(MEMBER_ACCOUNTS_URL, { q, per_page: PALETTE_ROWS, with_balance: 0 })
        .then((r) => r.data),
    enabled,
    staleTime: PALETTE_STALE_MS,
  });
}
