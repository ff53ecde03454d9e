import type { Locale } from '@topup/contracts/locales.ts';
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Staff-edited wording of a catalogue message (packages/contracts messages), per language. */
export const systemMessages = pgTable('system_messages', {
  code: text('code').primaryKey(),
  text: jsonb('text').$type<Partial<Record<Locale, string>>>().notNull(),
  updatedBy: integer('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
