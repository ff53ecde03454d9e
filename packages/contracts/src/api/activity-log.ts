import { z } from 'zod';
import { dateTime, listPageSchema } from './wire.ts';

/** Request and reply schemas of the staff Activity Log (/api/staff/activity-log). */

/** The list's own filters, on top of the common list query. */
export const activityLogFiltersSchema = z.object({
  operator_id: z.coerce.number().int().positive().optional(),
  action: z.string().max(100).optional(),
  target_type: z.string().max(100).optional(),
  target_id: z.string().max(100).optional(),
});

/** One logged action: who (an operator, a member or the system), what, on which target, before and after. */
export const activityRowSchema = z.object({
  id: z.number(),
  operator_id: z.number().nullable(),
  operator_name: z.string().nullable(),
  member_id: z.number().nullable(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  created_at: dateTime,
});
export type ActivityRow = z.input<typeof activityRowSchema>;
export const activityPageSchema = listPageSchema(activityRowSchema);

/** Choices of the list's filters. */
export const activityFilterOptionsSchema = z.object({
  operators: z.array(z.object({ id: z.number(), name: z.string() })),
  actions: z.array(z.string()),
  target_types: z.array(z.string()),
});
export type ActivityFilterOptions = z.input<typeof activityFilterOptionsSchema>;
