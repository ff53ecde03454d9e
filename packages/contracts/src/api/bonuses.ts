import { z } from 'zod';
import { position } from '../form-fields.ts';
import { parseAmountSen } from '../money.ts';
import { staffId } from './staff-input.ts';
import { dataReply, dateTime, listMetaSchema, moneyText } from './wire.ts';

/** Request and reply schemas of the staff Bonus screens (/api/staff/bonuses). */

export const BONUS_TYPES = [
  'daily_first_deposit',
  'first_deposit',
  'first_three_deposit',
  'rebate',
  'referral',
  'trial',
] as const;
export const BONUS_FREQUENCIES = ['unlimited', 'one_time', 'daily', 'weekly', 'monthly'] as const;
const rolloverCalculation = z.enum(['deposit_bonus', 'bonus']);
const rolloverType = z.enum(['stack', 'addon']);
const bonusStatus = z.enum(['active', 'inactive']);

/** Money with at most 2 decimals, 0 allowed, as sen; null or '' is not set. */
const optionalMoney = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((value, ctx) => {
    if (value === null || value === undefined || value === '') return null;
    const sen = parseAmountSen(value);
    if (sen === null) {
      ctx.addIssue({ code: 'custom', message: 'INVALID_AMOUNT' });
      return z.NEVER;
    }
    return sen;
  });
const optionalDate = z
  .union([z.iso.datetime({ offset: true }), z.iso.date(), z.null()])
  .optional()
  .transform((value) => (value ? new Date(value) : null));
const text = z.string().trim().max(500);

export const bonusParamsSchema = z.object({ id: staffId('NOT_FOUND') });

/** Create and edit; percentage has two decimals like money (12.5 % is sent as "12.50"). */
export const saveBonusBodySchema = z.object({
  name: z.string().trim().min(1).max(100),
  type: z.enum(BONUS_TYPES),
  frequency: z.enum(BONUS_FREQUENCIES),
  start_at: optionalDate,
  end_at: optionalDate,
  rollover_multiplier: z.number().int().min(0).max(100).default(0),
  rollover_calculation: rolloverCalculation.default('deposit_bonus'),
  rollover_type: rolloverType.default('stack'),
  percentage: optionalMoney,
  amount: optionalMoney,
  min_deposit: optionalMoney,
  max_deposit: optionalMoney,
  max_bonus: optionalMoney,
  message_template: z.object({ en: text, bm: text, cn: text }).partial().nullable().optional(),
  // A new bonus waits, inactive and last, until staff switch it on.
  status: bonusStatus.default('inactive'),
  position,
  /** Limits the bonus to members with one of these tags (none: no limit). */
  tag_ids: z.array(staffId('TAG_NOT_FOUND')).max(50).default([]),
  /** Limits the bonus to members at one of these VIP levels (none: no limit). */
  vip_level_ids: z.array(staffId('VIP_LEVEL_NOT_FOUND')).max(50).default([]),
});
export type SaveBonusBody = z.input<typeof saveBonusBodySchema>;

/** A bonus as the staff list and form see it: amounts as 2-decimal text, percentage in percent. */
export const bonusRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  type: z.enum(BONUS_TYPES),
  frequency: z.enum(BONUS_FREQUENCIES),
  start_at: dateTime.nullable(),
  end_at: dateTime.nullable(),
  rollover_multiplier: z.number(),
  rollover_calculation: rolloverCalculation,
  rollover_type: rolloverType,
  percentage: moneyText,
  amount: moneyText,
  min_deposit: moneyText.nullable(),
  max_deposit: moneyText.nullable(),
  max_bonus: moneyText.nullable(),
  message_template: z.object({ en: z.string(), bm: z.string(), cn: z.string() }).nullable(),
  status: bonusStatus,
  position: z.number(),
  tag_ids: z.array(z.number()),
  vip_level_ids: z.array(z.number()),
  updated_at: dateTime,
});
export type BonusRow = z.input<typeof bonusRowSchema>;

export const bonusListReplySchema = z.object({ data: z.array(bonusRowSchema), meta: listMetaSchema });
export const bonusReplySchema = dataReply(bonusRowSchema);
