import type { Locale } from '@topup/contracts/locales.ts';
import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** bm and cn wording of an English text; a language left out shows the English. */
export type Translations = Partial<Record<Exclude<Locale, 'en'>, string>>;

/** A method tile on the member deposit screen (image + type label): a deposit method to staff. */
export const bankGroups = pgTable('bank_groups', {
  id: serial('id').primaryKey(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  type: text('type').notNull(),
  nameTranslations: jsonb('name_translations').$type<Translations>().notNull().default({}),
  typeTranslations: jsonb('type_translations').$type<Translations>().notNull().default({}),
  image: text('image').notNull(),
  position: integer('position').notNull().default(0),
  display: boolean('display').notNull().default(true),
  ...timestamps,
});

/** An operator bank account; members pick one as the deposit option of a group. */
export const banks = pgTable('banks', {
  id: serial('id').primaryKey(),
  groupId: integer('group_id'),
  bankName: text('bank_name').notNull(),
  holder: text('holder').notNull(),
  accountNumber: text('account_number').notNull(),
  /** Gallery image path of the QR code a member scans to pay; null when paid by account number. */
  qrImage: text('qr_image'),
  position: integer('position').notNull().default(0),
  display: boolean('display').notNull().default(true),
  requireReceipt: boolean('require_receipt').notNull().default(false),
  isDefault: boolean('is_default').notNull().default(false),
  createdBy: integer('created_by'),
  updatedBy: integer('updated_by'),
  ...timestamps,
});

export type Bank = typeof banks.$inferSelect;
