import { z } from 'zod';
import { DISCREPANCY_KINDS, DISCREPANCY_STATUSES } from '../provider-audit.ts';
import { PROVIDER_TIMING_LIMITS, type ProviderTimings } from '../provider-timings.ts';
import { dataReply, dateTime, listPageSchema, moneyText, recordId } from './wire.ts';

/** Request and reply schemas of the staff provider audit (/api/staff/provider-audit/...). */

export const discrepancyFiltersSchema = z.object({
  status: z.enum(DISCREPANCY_STATUSES).optional(),
  kind: z.enum(DISCREPANCY_KINDS).optional(),
});

/** One discrepancy, with the kiosk, game account and resolving operator named. */
export const discrepancyRowSchema = z.object({
  id: z.number(),
  kind: z.enum(DISCREPANCY_KINDS),
  kiosk: z.string().nullable(),
  username: z.string().nullable(),
  member_account_id: z.number().nullable(),
  transaction_id: z.number().nullable(),
  provider_call_id: z.number().nullable(),
  reference: z.string().nullable(),
  amount: moneyText,
  suspense: moneyText,
  evidence: z.unknown(),
  status: z.enum(DISCREPANCY_STATUSES),
  resolution: z.string().nullable(),
  remark: z.string().nullable(),
  resolved_by: z.string().nullable(),
  resolved_at: dateTime.nullable(),
  created_at: dateTime,
});
export type DiscrepancyRow = z.input<typeof discrepancyRowSchema>;
export const discrepancyPageSchema = listPageSchema(discrepancyRowSchema);

export const discrepancyParamsSchema = z.object({ id: recordId });
export const resolveDiscrepancyBodySchema = z.object({ remark: z.string().trim().max(500).optional() });
export const resolvedReplySchema = dataReply(z.object({ id: z.number(), status: z.literal('resolved') }));
export type ResolvedReply = z.input<typeof resolvedReplySchema>;

/** A run of the audit now: the window it compared and what each kiosk showed. */
export const auditReportSchema = z.object({
  since: z.string(),
  until: z.string(),
  kiosks: z.array(z.looseObject({ kiosk: z.string(), reachable: z.boolean(), raised: z.number() })),
  raised: z.number(),
});
export type AuditReport = z.input<typeof auditReportSchema>;
export const auditReportReplySchema = dataReply(auditReportSchema);

export const openDiscrepanciesReplySchema = dataReply(z.object({ open: z.number() }));
export type OpenDiscrepancies = z.input<typeof openDiscrepanciesReplySchema>['data'];

/** The resend and audit timings (milliseconds, tries); see provider-timings.ts for each one's meaning. */
export const providerTimingsSchema = z.object({
  resend_after_ms: z.number(),
  resend_backoff_ms: z.number(),
  resend_backoff_max_ms: z.number(),
  resend_max_tries: z.number(),
  audit_interval_ms: z.number(),
  audit_window_ms: z.number(),
}) satisfies z.ZodType<ProviderTimings>;
const timingRange = z.object({ min: z.number(), max: z.number() });
/** The timings with the range staff may set each to (GET /api/staff/provider-audit/timings). */
export const timingsReplySchema = dataReply(
  z.object({
    timings: providerTimingsSchema,
    limits: z.record(z.enum(Object.keys(PROVIDER_TIMING_LIMITS) as [keyof ProviderTimings]), timingRange),
  }),
);
export type ProviderTimingsReply = z.input<typeof timingsReplySchema>['data'];

/** One timing as staff set it: a whole number within its range. */
const timing = (key: keyof ProviderTimings) =>
  z
    .number({ error: 'PROVIDER_TIMING_INVALID' })
    .int({ error: 'PROVIDER_TIMING_INVALID' })
    .min(PROVIDER_TIMING_LIMITS[key].min, { error: 'PROVIDER_TIMING_INVALID' })
    .max(PROVIDER_TIMING_LIMITS[key].max, { error: 'PROVIDER_TIMING_INVALID' });
/** PUT /api/staff/provider-audit/timings: every timing, each within its range. */
export const providerTimingsBodySchema = z.strictObject({
  resend_after_ms: timing('resend_after_ms'),
  resend_backoff_ms: timing('resend_backoff_ms'),
  resend_backoff_max_ms: timing('resend_backoff_max_ms'),
  resend_max_tries: timing('resend_max_tries'),
  audit_interval_ms: timing('audit_interval_ms'),
  audit_window_ms: timing('audit_window_ms'),
});
export const savedTimingsReplySchema = dataReply(z.object({ timings: providerTimingsSchema }));
