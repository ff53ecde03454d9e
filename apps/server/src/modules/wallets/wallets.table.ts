import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A member's reward wallet; its balance lives in the ledger (kind 'member_wallet'). */
export const memberWallets = pgTable('member_wallets', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id').notNull(),
  name: text('name').notNull(),
  type: text('type', { enum: ['reward'] })
    .notNull()
    .default('reward'),
  status: text('status', { enum: ['active', 'inactive'] })
    .notNull()
    .default('active'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type MemberWallet = typeof memberWallets.$inferSelect;
