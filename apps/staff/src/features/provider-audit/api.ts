import { api } from '../../shared/api/client.ts';

/** The provider audit's endpoints and query keys. */
export const DISCREPANCIES_ENDPOINT = '/api/staff/provider-audit/discrepancies';
const RUN_AUDIT_ENDPOINT = '/api/staff/provider-audit/run';

export type ResolveAction = 'settle-success' | 'settle-failed' | 'write-off';

export type DiscrepancyRow = {
  id: number;
  kind: string;
  kiosk: string | null;
  username: string | null;
  member_account_id: number | null;
  transaction_id: number | null;
  provider_call_id: number | null;
  reference: string | null;
  amount: string;
  suspense: string;
  evidence: unknown;
  status: 'open' | 'resolved';
  resolution: string | null;
  remark: string | null;
  resolved_by: string | null;
  resolved_at: string | null;
  created_at: string;
};

export const runAudit = () =>
  api.post<{ data: { raised: number } }>(RUN_AUDIT_ENDPOINT, {}).then((r) => r.data);

export const resolveDiscrepancy = (id: number, action: ResolveAction, remark: string) =>
  api.post(`${DISCREPANCIES_ENDPOINT}/${id}/${action}`, { remark });

/** Resend and audit timings (milliseconds, tries), with the range the server takes for each. */
export const TIMINGS_ENDPOINT = '/api/staff/provider-audit/timings';
export type {
  ProviderTimings,
  ProviderTimingsReply as TimingsReply,
} from '@topup/contracts/provider-timings.ts';
