import { useQuery } from '@tanstack/react-query';
import type { PendingCountsReply } from '@topup/contracts/api/live-events.ts';
import { api } from '../../shared/api/client.ts';
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
