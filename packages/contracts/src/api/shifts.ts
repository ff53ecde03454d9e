import { z } from 'zod';
import { dataReply, dateTime } from './wire.ts';

/** Request and reply schemas of the operator's shift (/api/staff/shifts/*). */

/** The operator's current shift (business time) and what they approved in it that is not verified yet. */
export const shiftStateSchema = z.object({
  shift_start: dateTime,
  shift_end: dateTime,
  unverified: z.object({ deposits: z.number().int(), withdrawals: z.number().int() }),
  handed_over_at: dateTime.nullable(),
});
export type ShiftState = z.input<typeof shiftStateSchema>;
export const shiftStateReplySchema = dataReply(shiftStateSchema);

/** POST /api/staff/shifts/close: with unverified items it is refused unless acknowledged. */
export const closeShiftBodySchema = z.object({
  remark: z.string().max(1000).nullish(),
  acknowledge: z.boolean().default(false),
});
export type CloseShiftBody = z.input<typeof closeShiftBodySchema>;
