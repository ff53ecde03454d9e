/** Replies of the staff rebate and referral runs (`/api/staff/bonus-runs`), shared by server and staff SPA. */

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

export type RunnableBonusJson = {
  id: number;
  name: string;
  type: 'rebate' | 'referral';
  frequency: 'unlimited' | 'one_time' | 'daily' | 'weekly' | 'monthly';
  percentage: string;
  amount: string;
  min_deposit: string | null;
  max_bonus: string | null;
};

export type BonusRunOptions = { time_zone: string; today: string; bonuses: RunnableBonusJson[] };

/** One member of a run: the credited member (the upline for a referral), base, bonus, or why not. */
export type BonusRunLineJson = {
  member_id: number;
  member_name: string;
  member_phone: string;
  referred_member_id: number | null;
  referred_member_name: string | null;
  base: string;
  bonus: string;
  skip: SkipReason | null;
};

export type BonusRunJson = {
  id: number;
  from: string;
  to: string;
  members: number;
  total: string;
  created_at: string;
};

/** A run's preview, or its result once paid (`paid_run` set). */
export type BonusRunPlanJson = {
  bonus: RunnableBonusJson;
  from: string;
  to: string;
  time_zone: string;
  ended: boolean;
  paid_run: BonusRunJson | null;
  members: number;
  total: string;
  lines: BonusRunLineJson[];
};
