import { z } from 'zod';
import { parseAmountSen } from '../money.ts';
import { dataReply, dateTime, listPageSchema, moneyText, recordId } from './wire.ts';

/** Request and reply schemas of the staff Fortune Spin API (the wheel, the earning rule, spins). */

/** The wheel has this many segments, always. */
export const WHEEL_SEGMENT_COUNT = 16;

/** A prize or an amount in ringgit (text or number), as sen. */
const ringgit = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const sen = parseAmountSen(value);
  if (sen === null) {
    ctx.addIssue({ code: 'custom', message: 'INVALID_AMOUNT' });
    return z.NEVER;
  }
  return sen;
});

/** Save the wheel: on/off and every segment's label, prize and weight, in order. */
export const wheelBodySchema = z.object({
  enabled: z.union([z.literal(0), z.literal(1)]),
  segments: z
    .array(
      z.object({
        label: z.string().trim().min(1).max(20),
        prize: ringgit,
        weight: z.number().int().min(0).max(1_000_000),
      }),
    )
    .length(WHEEL_SEGMENT_COUNT)
    // The draw needs something to land on: all weights 0 would leave no segment to pick.
    .refine((segments) => segments.some((s) => s.weight > 0), 'FORTUNE_SPIN_NO_WEIGHT'),
});
export type WheelBody = z.input<typeof wheelBodySchema>;

export const wheelSettingsSchema = z.object({
  enabled: z.union([z.literal(0), z.literal(1)]),
  segments: z.array(
    z.object({ position: z.number(), label: z.string(), prize: moneyText, weight: z.number() }),
  ),
});
export type WheelSettings = z.input<typeof wheelSettingsSchema>;
export type Segment = WheelSettings['segments'][number];
export const wheelReplySchema = dataReply(wheelSettingsSchema);

/** How deposits earn spins: from which amount, how many, at most how many a day. */
export const earningBodySchema = z.object({
  min_deposit: ringgit,
  spins: z.number().int().min(0).max(100),
  daily_cap: z.number().int().min(0).max(1000),
});
export const earningRuleSchema = z.object({
  min_deposit: moneyText,
  spins: z.number(),
  daily_cap: z.number(),
});
export type EarningRule = z.input<typeof earningRuleSchema>;
export const earningReplySchema = dataReply(earningRuleSchema);

export const spinHistoryFiltersSchema = z.object({ member_id: recordId.optional() });

/** One spin: who, which segment, what it paid. */
export const spinHistoryRowSchema = z.object({
  id: z.number(),
  member_id: z.number(),
  member_name: z.string(),
  phone: z.string(),
  segment: z.number(),
  label: z.string(),
  prize: moneyText,
  created_at: dateTime,
});
export type SpinHistoryRow = z.input<typeof spinHistoryRowSchema>;
export const spinHistoryPageSchema = listPageSchema(spinHistoryRowSchema);

export const memberSpinsParamsSchema = z.object({ id: recordId });

/** A member's spins left and the last spins given (earned by deposits or granted by staff). */
export const memberSpinsSchema = z.object({
  spins: z.number(),
  grants: z.array(
    z.object({
      id: z.number(),
      spins: z.number(),
      reason: z.enum(['deposit', 'staff']),
      remark: z.string().nullable(),
      created_at: dateTime,
    }),
  ),
});
export type MemberSpins = z.input<typeof memberSpinsSchema>;
export const memberSpinsReplySchema = dataReply(memberSpinsSchema);

export const grantSpinsBodySchema = z.object({
  spins: z.number().int().min(1).max(100),
  remark: z.string().trim().min(1).max(500),
});
export type GrantSpinsBody = z.input<typeof grantSpinsBodySchema>;
export const grantSpinsReplySchema = dataReply(z.object({ spins: z.number() }));
export type GrantSpinsReply = z.input<typeof grantSpinsReplySchema>;
