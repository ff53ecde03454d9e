import type { TelegramAlertRules } from '@topup/contracts/api/telegram-alerts.ts';
import type { Locale } from '@topup/contracts/locales.ts';
import { bigserial, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The one row of Telegram alert settings (id 1); `botToken` is a secret, never sent back in full. */
export const telegramSettings = pgTable('telegram_settings', {
  id: integer('id').primaryKey().default(1),
  apiBase: text('api_base'),
  botToken: text('bot_token'),
  chatIds: jsonb('chat_ids').$type<string[]>().notNull().default([]),
  language: text('language').$type<Locale>().notNull().default('en'),
  alerts: jsonb('alerts').$type<TelegramAlertRules>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One alert for one chat: unique per event key and chat, retried until sent or given up. */
export const telegramAlertOutbox = pgTable('telegram_alert_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  eventKey: text('event_key').notNull(),
  chatId: text('chat_id').notNull(),
  kind: text('kind').notNull(),
  text: text('text').notNull(),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
