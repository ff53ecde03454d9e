import { z } from 'zod';
import { parseAmountSen } from '../money.ts';
import { dataReply, dateTime, idParams, messageReply, moneyText } from './wire.ts';

/** Request and reply schemas of Rollover Settings and of a member's outstanding rollover. */

const ringgitAsSen = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const sen = parseAmountSen(value);
  if (sen === null) {
    ctx.addIssue({ code: 'custom', message: 'INVALID_AMOUNT' });
    return z.NEVER;
  }
  return sen;
});

const rolloverDefaults = {
  default_multiplier: z.number().int().min(0).max(100),
  default_calculation: z.enum(['deposit_bonus', 'bonus']),
  default_type: z.enum(['stack', 'addon']),
};

/** The balance at or below which an outstanding target is cleared, and a new bonus's rollover. */
export const rolloverSettingsSchema = z.object({ clear_below: moneyText, ...rolloverDefaults });
export type RolloverSettings = z.input<typeof rolloverSettingsSchema>;
export const rolloverSettingsReplySchema = dataReply(rolloverSettingsSchema);
export type RolloverSettingsReply = z.input<typeof rolloverSettingsReplySchema>;

export const saveRolloverSettingsBodySchema = z.object({
  clear_below: ringgitAsSen,
  default_multiplier: rolloverDefaults.default_multiplier.optional(),
  default_calculation: rolloverDefaults.default_calculation.optional(),
  default_type: rolloverDefaults.default_type.optional(),
});
export type SaveRolloverSettingsBody = z.input<typeof saveRolloverSettingsBodySchema>;

/** One game account's outstanding rollover: the target, the turnover so far (null: provider unreachable). */
export const memberRolloverSchema = z.object({
  member_account_id: z.number(),
  product: z.string(),
  username: z.string(),
  target: moneyText,
  turnover: moneyText.nullable(),
  remaining: moneyText.nullable(),
  since: dateTime,
});
export type MemberRollover = z.input<typeof memberRolloverSchema>;
export const memberRolloverReplySchema = dataReply(z.array(memberRolloverSchema));

export const memberRolloverParamsSchema = idParams;
export const clearRolloverBodySchema = z.object({ remark: z.string().trim().min(1).max(500) });
export type ClearRolloverBody = z.input<typeof clearRolloverBodySchema>;
export const clearRolloverReplySchema = messageReply;
export type ClearRolloverReply = z.input<typeof clearRolloverReplySchema>;
