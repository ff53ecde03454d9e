import type { AuditReport, DiscrepancyRow, ResolvedReply } from '@topup/contracts/api/provider-audit.ts';
import type { ResolveAction } from '@topup/contracts/provider-audit.ts';
import { api } from '../../shared/api/client.ts';
import { OPEN_DISCREPANCIES_KEY } from '../../shared/api/endpoints.ts';
import { listSource } from '../../shared/api/list-source.ts';
import { useWrite } from '../../shared/api/use-write.ts';

const DISCREPANCIES_ENDPOINT = '/api/staff/provider-audit/discrepancies';
const RUN_AUDIT_ENDPOINT = '/api/staff/provider-audit/run';

export const discrepanciesList = listSource<DiscrepancyRow>(DISCREPANCIES_ENDPOINT, '-created_at');
/** A run or a resolution changes the list and the dashboard's open count. */
const changed = () => [[DISCREPANCIES_ENDPOINT], OPEN_DISCREPANCIES_KEY];

/** Runs the provider audit now; answers how many new differences it raised. */
export function useRunAudit() {
  return useWrite(() => api.post<{ data: AuditReport }>(RUN_AUDIT_ENDPOINT, {}).then((r) => r.data), changed);
}

export function useResolveDiscrepancy() {
  return useWrite(
    ({ id, action, remark }: { id: number; action: ResolveAction; remark: string }) =>
      api.post<ResolvedReply>(`${DISCREPANCIES_ENDPOINT}/${id}/${action}`, { remark }),
    changed,
  );
}

/** Resend and audit timings (milliseconds, tries), with the range the server takes for each. */
export const TIMINGS_ENDPOINT = '/api/staff/provider-audit/timings';
