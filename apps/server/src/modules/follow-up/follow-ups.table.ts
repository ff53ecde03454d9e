import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const followUps = pgTable('follow_ups', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: ['lead', 'member'] }).notNull(),
  leadId: integer('lead_id'),
  memberId: integer('member_id'),
  reason: text('reason'),
  status: text('status', { enum: ['open', 'settled'] })
    .notNull()
    .default('open'),
  remark: text('remark'),
  createdBy: integer('created_by'),
  settledBy: integer('settled_by'),
  settledAt: timestamp('settled_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
