import { z } from 'zod';
import { dataReply, dateTime, listPageSchema } from './wire.ts';

/** Request and reply schemas of the staff Follow Up list (/api/staff/follow-ups). */

/** The list's own filters: leads or members, open (the default), settled or all. */
export const followUpFiltersSchema = z.object({
  kind: z.enum(['lead', 'member']).optional(),
  status: z.enum(['open', 'settled', 'all']).default('open'),
});

/** Flag a member for follow-up, with the reason. */
export const flagMemberBodySchema = z.object({
  member_id: z.number().int().positive(),
  reason: z.string().trim().min(1).max(200),
});
export type FlagMemberBody = z.input<typeof flagMemberBodySchema>;

export const settleFollowUpBodySchema = z.object({ remark: z.string().max(1000).default('') });
export type SettleFollowUpBody = z.input<typeof settleFollowUpBodySchema>;

/** A landing-page lead or a flagged member to call back. */
export const followUpRowSchema = z.object({
  id: z.number(),
  kind: z.enum(['lead', 'member']),
  status: z.enum(['open', 'settled']),
  reason: z.string().nullable(),
  remark: z.string().nullable(),
  member_id: z.number().nullable(),
  lead_id: z.number().nullable(),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  bank: z.string().nullable(),
  account: z.string().nullable(),
  /** Landing leads: whether the visitor was told they won or lost. */
  won: z.boolean().nullable(),
  created_by: z.string().nullable(),
  settled_by: z.string().nullable(),
  created_at: dateTime,
  settled_at: dateTime.nullable(),
});
export type FollowUpRow = z.input<typeof followUpRowSchema>;
export const followUpPageSchema = listPageSchema(followUpRowSchema);
export const followUpReplySchema = dataReply(followUpRowSchema);
