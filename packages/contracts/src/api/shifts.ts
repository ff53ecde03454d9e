import { z } from 'zod';
import { dataReply, dateTime, moneyText } from './wire.ts';

/** Request and reply schemas of the operator's shift (/api/staff/shifts/*). */

/** What the operator processed in the shift, as the Shift report counts it. */
export const shiftWorkSchema = z.object({
  approve_count: z.number().int(),
  reject_count: z.number().int(),
  complete_count: z.number().int(),
  deposit: moneyText,
  withdrawal: moneyText,
});

/**
 * The operator's current shift (business time): what they processed in it, what they approved
 * that is not verified yet (the same counts as the logout warning) and when they handed over.
 */
export const shiftStateSchema = z.object({
  shift_start: dateTime,
  shift_end: dateTime,
  work: shiftWorkSchema,
  unverified: z.object({ deposits: z.number().int(), withdrawals: z.number().int() }),
  handed_over_at: dateTime.nullable(),
  remark: z.string().nullable(),
});
export type ShiftState = z.input<typeof shiftStateSchema>;
export const shiftStateReplySchema = dataReply(shiftStateSchema);

/** POST /api/staff/shifts/close: with unverified items it is refused unless acknowledged. */
export const closeShiftBodySchema = z.object({
  remark: z.string().max(1000).nullish(),
  acknowledge: z.boolean().default(false),
});
export type CloseShiftBody = z.input<typeof closeShiftBodySchema>;
