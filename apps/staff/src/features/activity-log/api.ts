import { useQuery } from '@tanstack/react-query';
import type { ActivityFilterOptions, ActivityRow } from '@topup/contracts/api/activity-log.ts';
import { api } from '../../shared/api/client.ts';
import { listSource } from '../../shared/api/list-source.ts';

const ACTIVITY_LOG_URL = '/api/staff/activity-log';
const ACTIVITY_FILTERS_URL = `${ACTIVITY_LOG_URL}/filters`;

export const activityLogList = listSource<ActivityRow>(ACTIVITY_LOG_URL, '-created_at');
export const activityFilterOptionsKey = [ACTIVITY_FILTERS_URL] as const;

/** The choices of the log's filters: operators, and the actions and target types logged so far. */
export function useActivityFilterOptions() {
  return useQuery({
    queryKey: activityFilterOptionsKey,
    queryFn: () => api.get<ActivityFilterOptions>(ACTIVITY_FILTERS_URL),
  });
}
