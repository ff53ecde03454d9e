import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A fraud signal staff dismissed, with the reason (Fraud report). */
export const fraudSignalDismissals = pgTable('fraud_signal_dismissals', {
  signalKey: text('signal_key').primaryKey(),
  remark: text('remark').notNull(),
  operatorId: integer('operator_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
