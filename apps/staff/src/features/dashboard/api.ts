import { useQuery } from '@tanstack/react-query';
import type { GoLiveChecklist } from '@topup/contracts/go-live.ts';
import { api } from '../../shared/api/client.ts';

export const DASHBOARD_API = {
  summary: '/api/staff/dashboard/summary',
  chart: '/api/staff/dashboard/chart',
  queue: '/api/staff/dashboard/queue',
} as const;

export const GO_LIVE_KEY = ['staff', 'go-live'] as const;

/** The go-live checklist, read again every minute while the Dashboard is open. */
export function useGoLiveChecklist() {
  return useQuery({
    queryKey: GO_LIVE_KEY,
    queryFn: () => api.get<{ data: GoLiveChecklist }>('/api/staff/go-live').then((r) => r.data),
    refetchInterval: 60_000,
  });
}
