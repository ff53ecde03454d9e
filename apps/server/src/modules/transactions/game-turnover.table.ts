import { bigint, bigserial, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * Turnover: the bets on a game account that one booking of the provider's log found (the play
 * whose net is the game result's posting), at the time it was booked (migration 0550).
 */
export const gameTurnover = pgTable('game_turnover', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  memberAccountId: integer('member_account_id').notNull(),
  memberId: integer('member_id').notNull(),
  productId: integer('product_id').notNull(),
  betSen: bigint('bet_sen', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
