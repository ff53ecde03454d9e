import { bigint, bigserial, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Spins given to a member: earned by a deposit (once per transaction) or granted by staff. */
export const fortuneSpinGrants = pgTable('fortune_spin_grants', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  memberId: integer('member_id').notNull(),
  spins: integer('spins').notNull(),
  reason: text('reason', { enum: ['deposit', 'staff'] }).notNull(),
  transactionId: bigint('transaction_id', { mode: 'number' }),
  operatorId: integer('operator_id'),
  remark: text('remark'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
