import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const landingCampaigns = pgTable('landing_campaigns', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  winPercent: integer('win_percent').notNull().default(0),
  maxWinners: integer('max_winners'),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  active: boolean('active').notNull().default(true),
  /** Shown to those who did not win (step 3); empty: every active promotion. */
  lostPromotionIds: integer('lost_promotion_ids').array().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const landingLeads = pgTable('landing_leads', {
  id: serial('id').primaryKey(),
  campaignId: integer('campaign_id'),
  mobile: text('mobile').notNull(),
  name: text('name').notNull(),
  bank: text('bank'),
  account: text('account'),
  won: boolean('won').notNull(),
  ip: text('ip'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
