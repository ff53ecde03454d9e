import type { Localized } from '@topup/contracts/locales.ts';
import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  image: jsonb('image').$type<Localized>().notNull(),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
  ...timestamps,
});

export const announcements = pgTable('announcements', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  content: jsonb('content').$type<Localized>().notNull(),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
  ...timestamps,
});

export const promotions = pgTable('promotions', {
  id: serial('id').primaryKey(),
  name: jsonb('name').$type<Localized>().notNull(),
  description: jsonb('description').$type<Localized>().notNull(),
  image: jsonb('image').$type<Localized>().notNull(),
  /** Sanitised HTML per language (sanitised on save). */
  content: jsonb('content').$type<Localized>().notNull(),
  link: text('link'),
  bonusId: integer('bonus_id'),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
  startAt: timestamp('start_at', { withTimezone: true }),
  endAt: timestamp('end_at', { withTimezone: true }),
  ...timestamps,
});
