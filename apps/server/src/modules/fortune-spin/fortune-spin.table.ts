import { bigint, bigserial, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const fortuneSpinSegments = pgTable('fortune_spin_segments', {
  position: integer('position').primaryKey(),
  label: text('label').notNull(),
  prizeSen: bigint('prize_sen', { mode: 'number' }).notNull().default(0),
  weight: integer('weight').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const fortuneSpinHistory = pgTable('fortune_spin_history', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  memberId: integer('member_id').notNull(),
  segment: integer('segment').notNull(),
  label: text('label').notNull(),
  prizeSen: bigint('prize_sen', { mode: 'number' }).notNull(),
  memberWalletId: integer('member_wallet_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
