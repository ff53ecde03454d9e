import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A closed shift: who handed over, when, and what was still unverified then. */
export const shiftHandovers = pgTable('shift_handovers', {
  id: serial('id').primaryKey(),
  operatorId: integer('operator_id').notNull(),
  shiftStart: timestamp('shift_start', { withTimezone: true }).notNull(),
  shiftEnd: timestamp('shift_end', { withTimezone: true }).notNull(),
  unverifiedDeposits: integer('unverified_deposits').notNull(),
  unverifiedWithdrawals: integer('unverified_withdrawals').notNull(),
  remark: text('remark'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
