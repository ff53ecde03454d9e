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

export type {
  BonusRunLineJson as BonusRunLine,
  BonusRunOptions,
  BonusRunPlanJson as BonusRunPlan,
  RunnableBonusJson as RunnableBonus,
} from '@topup/contracts/bonus-runs.ts';
