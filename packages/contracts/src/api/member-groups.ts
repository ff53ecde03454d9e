import { z } from 'zod';
import { parseAmountSen } from '../money.ts';
import { staffId } from './staff-input.ts';
import { dataReply, moneyText } from './wire.ts';

/**
 * Schemas of member tags and VIP levels (/api/staff/member-groups, bulk tagging from the member
 * list). A tag is a label staff put on members; a VIP level is held by members whose deposits
 * done in the last `window_days` days total at least `min_deposit` (the highest such level).
 */

export const TAG_COLORS = ['blue', 'green', 'gold', 'red', 'purple', 'cyan', 'magenta', 'orange'] as const;

export const tagBodySchema = z.object({
  name: z.string({ error: 'INVALID_REQUEST' }).trim().min(1, 'INVALID_REQUEST').max(40, 'INVALID_REQUEST'),
  color: z.enum(TAG_COLORS).default('blue'),
});
export type TagBody = z.input<typeof tagBodySchema>;

export const tagRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  color: z.enum(TAG_COLORS),
  member_count: z.number(),
});
export type TagRow = z.input<typeof tagRowSchema>;

/** A positive amount with at most 2 decimals, as sen (no level is the base, not a level of 0). */
const levelAmount = z.union([z.string(), z.number()], { error: 'INVALID_AMOUNT' }).transform((value, ctx) => {
  const sen = value === '' ? null : parseAmountSen(value);
  if (sen === null || sen <= 0) {
    ctx.addIssue({ code: 'custom', message: 'INVALID_AMOUNT' });
    return z.NEVER;
  }
  return sen;
});

export const vipLevelBodySchema = z.object({
  name: z.string({ error: 'INVALID_REQUEST' }).trim().min(1, 'INVALID_REQUEST').max(40, 'INVALID_REQUEST'),
  /** Order of the levels: a higher rank is a better level. */
  rank: z.number({ error: 'INVALID_REQUEST' }).int().min(1).max(100),
  window_days: z.number({ error: 'INVALID_REQUEST' }).int().min(1).max(366),
  min_deposit: levelAmount,
});
export type VipLevelBody = z.input<typeof vipLevelBodySchema>;

export const vipLevelRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  rank: z.number(),
  window_days: z.number(),
  min_deposit: moneyText,
  member_count: z.number(),
});
export type VipLevelRow = z.input<typeof vipLevelRowSchema>;

/** Every tag and level, for the screen that defines them and for filters and pickers. */
export const memberGroupsReplySchema = dataReply(
  z.object({ tags: z.array(tagRowSchema), vip_levels: z.array(vipLevelRowSchema) }),
);
export type MemberGroupsReply = z.input<typeof memberGroupsReplySchema>;
export const tagReplySchema = dataReply(tagRowSchema);
export const vipLevelReplySchema = dataReply(vipLevelRowSchema);

/** Bulk tagging: add or remove the tags on the selected members. */
export const bulkTagBodySchema = z.object({
  member_ids: z.array(staffId('MEMBER_NOT_FOUND')).min(1).max(500),
  tag_ids: z.array(staffId('TAG_NOT_FOUND')).min(1).max(20),
  action: z.enum(['add', 'remove']),
});
export type BulkTagBody = z.input<typeof bulkTagBodySchema>;
export const bulkTagReplySchema = dataReply(z.object({ members: z.number() }));
export type BulkTagReply = z.input<typeof bulkTagReplySchema>;

/** A member's tags and level as the member lists show them. */
export const memberTagSchema = z.object({ id: z.number(), name: z.string(), color: z.enum(TAG_COLORS) });
export const memberVipLevelSchema = z.object({ id: z.number(), name: z.string() });

/** List filters: members with this tag, or at this level ('0' = no level). */
export const memberGroupFiltersSchema = z.object({
  tag_id: staffId('TAG_NOT_FOUND').optional(),
  vip_level_id: z
    .union([z.literal('0').transform(() => 0 as const), staffId('VIP_LEVEL_NOT_FOUND')])
    .optional(),
});
