import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const fortuneSpinSegments = pgTable('fortune_spin_segments', {
  position: integer('position').primaryKey(),
  label: text('label').notNull(),
  prizeSen: bigint('prize_sen', { mode: 'number' }).notNull().default(0),
  weight: integer('weight').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
