import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReconcileRun } from '@topup/contracts/api/reconciliation.ts';
import type { DismissFraudBody, ReportOptions, ReportPage } from '@topup/contracts/api/reports.ts';
import type { ReportKey } from '@topup/contracts/reports.ts';
import { api, type Query, withQuery } from '../../shared/api/client.ts';
import { MEMBERS_URL, REPORT_OPTIONS_KEY, REPORT_OPTIONS_URL } from '../../shared/api/endpoints.ts';

/** Every report's address is under this, so its key invalidates every report page at once. */
const REPORTS_URL = '/api/staff/reports';
const reportUrl = (report: ReportKey) => `${REPORTS_URL}/${report}`;

export const reportKeys = {
  all: [REPORTS_URL] as const,
  page: (report: ReportKey, query: Query) => [REPORTS_URL, report, query] as const,
};

/** An export of the report with exactly these filters (a download link, not a query). */
export const reportExportHref = (report: ReportKey, query: Query, format: 'csv' | 'xlsx') =>
  withQuery(reportUrl(report), { ...query, page: undefined, per_page: undefined, format });

/** One page of a report; the previous page stays shown while the next loads. */
export function useReport(report: ReportKey, query: Query, enabled: boolean) {
  return useQuery({
    queryKey: reportKeys.page(report, query),
    queryFn: ({ signal }) => api.get<ReportPage>(reportUrl(report), query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The filters' choices and the business time zone report days are cut in. */
export function useReportOptions(): ReportOptions | undefined {
  return useQuery({
    queryKey: REPORT_OPTIONS_KEY,
    queryFn: () => api.get<{ data: ReportOptions }>(REPORT_OPTIONS_URL).then((r) => r.data),
    staleTime: 60_000,
  }).data;
}

/** A write from a report row; the reports are read again once it is done. */
function useReportAction<Input, Reply>(post: (input: Input) => Promise<Reply>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: post,
    onSuccess: () => client.invalidateQueries({ queryKey: reportKeys.all }),
  });
}

export const useDismissFraudSignal = () =>
  useReportAction((body: DismissFraudBody) => api.post(`${REPORTS_URL}/fraud/dismiss`, body));

export const useClearFraudFlag = () =>
  useReportAction(({ memberId, remark }: { memberId: string; remark: string }) =>
    api.post(`${MEMBERS_URL}/${memberId}/clear-fraud`, { remark }),
  );

/** Timeout report: ask the provider now whether an open call took effect. */
export const useCheckTimeout = () =>
  useReportAction((callId: string | number) =>
    api.post<{ data: ReconcileRun }>(`${REPORTS_URL}/timeout/${callId}/check`).then((r) => r.data),
  );
