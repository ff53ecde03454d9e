import { bigint, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/** Outstanding rollover of one game account: bets since `startedAt` must reach `targetSen`. */
export const rolloverStates = pgTable('rollover_states', {
  memberAccountId: integer('member_account_id').primaryKey(),
  targetSen: bigint('target_sen', { mode: 'number' }).notNull().default(0),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
