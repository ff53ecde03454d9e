import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/client.ts';
import { REPORT_OPTIONS_KEY, REPORT_OPTIONS_URL } from '../../shared/api/endpoints.ts';

type Option = { id: number; name: string };
/** The filters' choices and the business time zone (setting business_time_zone) report days are cut in. */
export type ReportOptions = { products: Option[]; banks: Option[]; operators: Option[]; time_zone: string };

export function useReportOptions(): ReportOptions | undefined {
  return useQuery({
    queryKey: REPORT_OPTIONS_KEY,
    queryFn: () => api.get<{ data: ReportOptions }>(REPORT_OPTIONS_URL),
    staleTime: 60_000,
  }).data?.data;
}
