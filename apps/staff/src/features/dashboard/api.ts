import { useQuery } from '@tanstack/react-query';
import type {
  ChartPoint,
  DashboardChartQuery,
  DashboardSummary,
  QueueItem,
} from '@topup/contracts/api/dashboard.ts';
import type { openDiscrepanciesReplySchema } from '@topup/contracts/api/provider-audit.ts';
import type { GoLiveChecklist } from '@topup/contracts/go-live.ts';
import type { z } from 'zod';
import { api } from '../../shared/api/client.ts';
import { DASHBOARD_URL, OPEN_DISCREPANCIES_KEY, OPEN_DISCREPANCIES_URL } from '../../shared/api/endpoints.ts';

const SUMMARY_URL = `${DASHBOARD_URL}/summary`;
const CHART_URL = `${DASHBOARD_URL}/chart`;
const QUEUE_URL = `${DASHBOARD_URL}/queue`;
const GO_LIVE_URL = '/api/staff/go-live';

export const dashboardKeys = {
  summary: [SUMMARY_URL] as const,
  chart: (range: DashboardChartQuery) => [CHART_URL, range] as const,
  queue: [QUEUE_URL] as const,
  goLive: [GO_LIVE_URL] as const,
};

const EVERY_MINUTE = 60_000;

/** Today's figures, read again every minute. */
export function useDashboardSummary() {
  return useQuery({
    queryKey: dashboardKeys.summary,
    queryFn: () => api.get<{ data: DashboardSummary }>(SUMMARY_URL).then((r) => r.data),
    refetchInterval: EVERY_MINUTE,
  });
}

/** One point per business day of the range. */
export function useDashboardChart(range: DashboardChartQuery) {
  return useQuery({
    queryKey: dashboardKeys.chart(range),
    queryFn: () => api.get<{ data: ChartPoint[] }>(CHART_URL, range).then((r) => r.data),
  });
}

/** The pending queue; the live connection refreshes it, the interval is the fallback. */
export function usePendingQueue() {
  return useQuery({
    queryKey: dashboardKeys.queue,
    queryFn: () => api.get<{ data: QueueItem[] }>(QUEUE_URL).then((r) => r.data),
    refetchInterval: EVERY_MINUTE,
  });
}

/** The go-live checklist, read again every minute while the Dashboard is open. */
export function useGoLiveChecklist() {
  return useQuery({
    queryKey: dashboardKeys.goLive,
    queryFn: () => api.get<{ data: GoLiveChecklist }>(GO_LIVE_URL).then((r) => r.data),
    refetchInterval: EVERY_MINUTE,
  });
}

/** How many provider differences wait for staff; only asked when the operator may see them. */
export function useOpenDiscrepancyCount(allowed: boolean) {
  return useQuery({
    queryKey: OPEN_DISCREPANCIES_KEY,
    queryFn: () =>
      api.get<z.input<typeof openDiscrepanciesReplySchema>>(OPEN_DISCREPANCIES_URL).then((r) => r.data.open),
    enabled: allowed,
    refetchInterval: EVERY_MINUTE,
  });
}
