import { z } from 'zod';
import { businessDay, calendarDay, dataReply, dateTime } from './wire.ts';

/** Request and reply schemas of the staff Dashboard API (/api/staff/dashboard/*). */

const countAndSen = z.object({ count: z.number().int(), amount_sen: z.number().int() });

/** GET /api/staff/dashboard/summary: today's figures (business day). */
export const dashboardSummarySchema = z.object({
  day: businessDay,
  deposits: countAndSen,
  withdrawals: countAndSen,
  pending: z.object({
    deposits: z.number().int(),
    withdrawals: z.number().int(),
    deposit_sen: z.number().int(),
    withdrawal_sen: z.number().int(),
  }),
  new_members: z.number().int(),
  bonus_sen: z.number().int(),
});
export type DashboardSummary = z.input<typeof dashboardSummarySchema>;
export const dashboardSummaryReplySchema = dataReply(dashboardSummarySchema);

/** GET /api/staff/dashboard/chart: a range of business days, the last week when none is asked for. */
export const dashboardChartQuerySchema = z.object({
  from: calendarDay.optional(),
  to: calendarDay.optional(),
});
export type DashboardChartQuery = z.input<typeof dashboardChartQuerySchema>;

/** One point of the chart per business day. */
export const chartPointSchema = z.object({
  day: businessDay,
  deposit_sen: z.number().int(),
  withdrawal_sen: z.number().int(),
  bonus_sen: z.number().int(),
  deposits: z.number().int(),
  withdrawals: z.number().int(),
  new_members: z.number().int(),
});
export type ChartPoint = z.input<typeof chartPointSchema>;
export const dashboardChartReplySchema = dataReply(z.array(chartPointSchema));

/** GET /api/staff/dashboard/queue: a pending deposit or withdrawal, oldest first. */
export const queueItemSchema = z.object({
  id: z.number().int(),
  type: z.enum(['deposit', 'withdrawal']),
  amount_sen: z.number().int(),
  member_id: z.number().int(),
  member_name: z.string(),
  member_phone: z.string(),
  claimed_by: z.string().nullable(),
  requested_at: dateTime,
});
export type QueueItem = z.input<typeof queueItemSchema>;
export const dashboardQueueReplySchema = dataReply(z.array(queueItemSchema));
