import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** One game account per member per product (the member's "Game ID" at the provider). */
export const memberAccounts = pgTable('member_accounts', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id').notNull(),
  productId: integer('product_id').notNull(),
  username: text('username').notNull(),
  password: text('password').notNull(),
  status: text('status', { enum: ['active', 'inactive'] })
    .notNull()
    .default('active'),
  enabled: boolean('enabled').notNull().default(true),
  frozen: boolean('frozen').notNull().default(false),
  locked: boolean('locked').notNull().default(false),
  synced: boolean('synced').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type MemberAccount = typeof memberAccounts.$inferSelect;
