import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const staffLoginAttempts = pgTable('staff_login_attempts', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
});
