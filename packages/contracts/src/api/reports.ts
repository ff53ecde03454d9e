import { z } from 'zod';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from '../list-page.ts';
import { businessDay, calendarDay, dataReply, listMetaSchema } from './wire.ts';

/** Request and reply schemas of the staff Reports API (/api/staff/reports/*). */

const filterId = z.coerce.number().int().positive().max(2_147_483_647).optional();

/** Every report takes these: a business-day range, paging, sort, its filters, an export format. */
export const reportQuerySchema = z.object({
  from: calendarDay.optional(),
  to: calendarDay.optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
  sort: z
    .string()
    .regex(/^-?[a-z_0-9]{1,40}$/)
    .optional(),
  format: z.enum(['json', 'csv', 'xlsx']).default('json'),
  product_id: filterId,
  bank_id: filterId,
  operator_id: filterId,
  member_id: filterId,
  q: z.string().trim().max(100).optional(),
});
export type ReportQuery = z.output<typeof reportQuerySchema>;

/** A report row: a value under each column key of the report's definition, plus `row_key`. */
export const reportRowSchema = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));
export type ReportRow = z.input<typeof reportRowSchema>;

/** One report answer: a page of rows, the totals of the whole range, and the chart's rows. */
export const reportPageSchema = z.object({
  data: z.array(reportRowSchema),
  totals: z.record(z.string(), z.number().nullable()),
  /** `time_zone`: the business time zone the days were cut in (times are shown in it). */
  meta: listMetaSchema.extend({ from: businessDay, to: businessDay, time_zone: z.string() }),
  chart: z.array(reportRowSchema),
});
export type ReportPage = z.input<typeof reportPageSchema>;

const reportOptionSchema = z.object({ id: z.number().int(), name: z.string() });

/** GET /api/staff/reports/options: the filters' choices and the business time zone report days are cut in. */
export const reportOptionsSchema = z.object({
  products: z.array(reportOptionSchema),
  banks: z.array(reportOptionSchema),
  operators: z.array(reportOptionSchema),
  time_zone: z.string(),
});
export type ReportOptions = z.input<typeof reportOptionsSchema>;
export const reportOptionsReplySchema = dataReply(reportOptionsSchema);

/** POST /api/staff/reports/fraud/dismiss: a fraud signal set aside, with the reason. */
export const dismissFraudBodySchema = z.object({
  signal_key: z.string().max(140),
  remark: z.string().max(1000).default(''),
});
export type DismissFraudBody = z.input<typeof dismissFraudBodySchema>;

/** POST /api/staff/reports/timeout/:callId/check. */
export const timeoutCheckParamsSchema = z.object({
  callId: z.coerce.number().int().positive().max(2_147_483_647),
});
