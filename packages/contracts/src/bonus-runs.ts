import { z } from 'zod';
import { staffId } from './api/staff-input.ts';
import { businessDay, dataReply, dateTime, moneyText } from './api/wire.ts';

/** Schemas of the staff rebate and referral runs (`/api/staff/bonus-runs`), shared by server and staff SPA. */

/** Why a member of a run is not paid. */
export const SKIP_REASONS = [
  'already_paid',
  'member_inactive',
  'member_fraud',
  'referred_fraud',
  'no_net_loss',
  'below_min_deposit',
  'zero_bonus',
] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

/** The bonus and the business days (its time zone's) a run pays for. */
export const bonusRunQuerySchema = z.object({
  bonus_id: staffId('NOT_FOUND'),
  from: z.iso.date(),
  to: z.iso.date(),
});
export type BonusRunQuery = z.input<typeof bonusRunQuerySchema>;

export const runnableBonusSchema = z.object({
  id: z.number(),
  name: z.string(),
  type: z.enum(['rebate', 'referral']),
  frequency: z.enum(['unlimited', 'one_time', 'daily', 'weekly', 'monthly']),
  percentage: moneyText,
  amount: moneyText,
  min_deposit: moneyText.nullable(),
  max_bonus: moneyText.nullable(),
});
export type RunnableBonusJson = z.input<typeof runnableBonusSchema>;

export const bonusRunOptionsSchema = z.object({
  time_zone: z.string(),
  today: businessDay,
  bonuses: z.array(runnableBonusSchema),
});
export type BonusRunOptions = z.input<typeof bonusRunOptionsSchema>;
export const bonusRunOptionsReplySchema = dataReply(bonusRunOptionsSchema);

/** One member of a run: the credited member (the upline for a referral), base, bonus, or why not. */
export const bonusRunLineSchema = z.object({
  member_id: z.number(),
  member_name: z.string(),
  member_phone: z.string(),
  referred_member_id: z.number().nullable(),
  referred_member_name: z.string().nullable(),
  base: moneyText,
  bonus: moneyText,
  skip: z.enum(SKIP_REASONS).nullable(),
});
export type BonusRunLineJson = z.input<typeof bonusRunLineSchema>;

export const bonusRunSchema = z.object({
  id: z.number(),
  from: businessDay,
  to: businessDay,
  members: z.number(),
  total: moneyText,
  created_at: dateTime,
});
export type BonusRunJson = z.input<typeof bonusRunSchema>;

/** A run's preview, or its result once paid (`paid_run` set). */
export const bonusRunPlanSchema = z.object({
  bonus: runnableBonusSchema,
  from: businessDay,
  to: businessDay,
  time_zone: z.string(),
  ended: z.boolean(),
  paid_run: bonusRunSchema.nullable(),
  members: z.number(),
  total: moneyText,
  lines: z.array(bonusRunLineSchema),
});
export type BonusRunPlanJson = z.input<typeof bonusRunPlanSchema>;
export const bonusRunPlanReplySchema = dataReply(bonusRunPlanSchema);
