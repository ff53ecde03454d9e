import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const staffLoginAttempts = pgTable('staff_login_attempts', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  /** Backoff keys: the next attempt is allowed from this time (migration 0401). */
  nextAllowedAt: timestamp('next_allowed_at', { withTimezone: true }),
});

/** Browsers that have signed in as an operator (migration 0401); the cookie secret's hash. */
export const staffKnownDevices = pgTable('staff_known_devices', {
  tokenHash: text('token_hash').primaryKey(),
  operatorId: integer('operator_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
});
