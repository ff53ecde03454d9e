import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A member saved although another member shares their bank account, or name and date of birth (one row a pair). */
export const memberDuplicateSignals = pgTable('member_duplicate_signals', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id').notNull(),
  otherMemberId: integer('other_member_id').notNull(),
  matches: text('matches').array().notNull(),
  operatorId: integer('operator_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
