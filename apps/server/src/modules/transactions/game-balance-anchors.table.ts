import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The provider score-log entry a game account's ledger balance stands at: the ledger equals
 * `balanceSen` and everything the provider's log shows after this entry is still to be booked.
 */
export const gameBalanceAnchors = pgTable('game_balance_anchors', {
  memberAccountId: integer('member_account_id').primaryKey(),
  providerTxId: text('provider_tx_id').notNull(),
  /** Our clock when the entry was seen (for people reading the table; the walk goes by id). */
  providerAt: timestamp('provider_at', { withTimezone: true }).notNull(),
  balanceSen: bigint('balance_sen', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type GameBalanceAnchor = typeof gameBalanceAnchors.$inferSelect;
