import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Setup codes that may claim the site while no operator exists (migration 0514). */
export const firstRunCodes = pgTable('first_run_codes', {
  codeHash: text('code_hash').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
