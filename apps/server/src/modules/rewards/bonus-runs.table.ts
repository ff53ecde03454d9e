import { bigint, date, integer, pgTable, primaryKey, serial, timestamp } from 'drizzle-orm/pg-core';

/** A paid rebate or referral run: one per bonus and period of business days (migration 0475). */
export const bonusRuns = pgTable('bonus_runs', {
  id: serial('id').primaryKey(),
  bonusId: integer('bonus_id').notNull(),
  periodFrom: date('period_from').notNull(),
  periodTo: date('period_to').notNull(),
  members: integer('members').notNull(),
  totalSen: bigint('total_sen', { mode: 'number' }).notNull(),
  createdBy: integer('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One reward credit of a run; unique per bonus, period and member. */
export const bonusRunPayouts = pgTable('bonus_run_payouts', {
  id: serial('id').primaryKey(),
  runId: integer('run_id').notNull(),
  bonusId: integer('bonus_id').notNull(),
  periodFrom: date('period_from').notNull(),
  periodTo: date('period_to').notNull(),
  memberId: integer('member_id').notNull(),
  baseSen: bigint('base_sen', { mode: 'number' }).notNull(),
  bonusSen: bigint('bonus_sen', { mode: 'number' }).notNull(),
  transactionId: integer('transaction_id').notNull(),
});

/** A referred member's first deposit paid to the upline: once per bonus, whatever the period. */
export const bonusReferrals = pgTable(
  'bonus_referrals',
  {
    bonusId: integer('bonus_id').notNull(),
    referredMemberId: integer('referred_member_id').notNull(),
    depositTransactionId: integer('deposit_transaction_id').notNull(),
    payoutId: integer('payout_id').notNull(),
    bonusSen: bigint('bonus_sen', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.bonusId, t.referredMemberId] })],
);

export type BonusRun = typeof bonusRuns.$inferSelect;
