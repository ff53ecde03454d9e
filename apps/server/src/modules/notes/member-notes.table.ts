import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Staff notes on a member. */
export const memberNotes = pgTable('member_notes', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id').notNull(),
  content: text('content').notNull(),
  createdBy: integer('created_by'),
  updatedBy: integer('updated_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
