import type { ReportRow } from '@topup/contracts/reports.ts';
import { MEMBERS_URL } from '../../shared/api/endpoints.ts';

type Cell = ReportRow[string] | undefined;

export const REPORTS_API = {
  report: (report: string) => `/api/staff/reports/${report}`,
  dismissFraud: '/api/staff/reports/fraud/dismiss',
  clearFraud: (memberId: Cell) => `${MEMBERS_URL}/${memberId}/clear-fraud`,
  checkTimeout: (callId: Cell) => `/api/staff/reports/timeout/${callId}/check`,
} as const;
