import { defineResource } from '../../shared/resource/resource.ts';

export const bonusesResource = defineResource('/api/staff/bonuses', '/bonuses');

export const BONUS_TYPES = [
  'daily_first_deposit',
  'first_deposit',
  'first_three_deposit',
  'rebate',
  'referral',
  'trial',
] as const;
export const BONUS_FREQUENCIES = ['unlimited', 'one_time', 'daily', 'weekly', 'monthly'] as const;

export type BonusRow = {
  id: number;
  name: string;
  type: (typeof BONUS_TYPES)[number];
  frequency: (typeof BONUS_FREQUENCIES)[number];
  start_at: string | null;
  end_at: string | null;
  rollover_multiplier: number;
  rollover_calculation: 'deposit_bonus' | 'bonus';
  rollover_type: 'stack' | 'addon';
  percentage: string;
  amount: string;
  min_deposit: string | null;
  max_deposit: string | null;
  max_bonus: string | null;
  message_template: { en: string; bm: string; cn: string } | null;
  status: 'active' | 'inactive';
  position: number;
  updated_at: string;
};

export const BONUS_RUN_API = {
  options: '/api/staff/bonus-runs/options',
  preview: '/api/staff/bonus-runs/preview',
  pay: '/api/staff/bonus-runs',
} as const;

export type RunnableBonus = Pick<
  BonusRow,
  'id' | 'name' | 'type' | 'frequency' | 'percentage' | 'amount' | 'min_deposit' | 'max_bonus'
>;
export type BonusRunOptions = { time_zone: string; today: string; bonuses: RunnableBonus[] };

export const SKIP_REASONS = [
  'already_paid',
  'member_inactive',
  'member_fraud',
  'referred_fraud',
  'no_net_loss',
  'below_min_deposit',
  'zero_bonus',
] as const;

export type BonusRunLine = {
  member_id: number;
  member_name: string;
  member_phone: string;
  referred_member_id: number | null;
  referred_member_name: string | null;
  base: string;
  bonus: string;
  skip: (typeof SKIP_REASONS)[number] | null;
};

export type BonusRunPlan = {
  bonus: RunnableBonus;
  from: string;
  to: string;
  time_zone: string;
  ended: boolean;
  paid_run: {
    id: number;
    from: string;
    to: string;
    members: number;
    total: string;
    created_at: string;
  } | null;
  members: number;
  total: string;
  lines: BonusRunLine[];
};
