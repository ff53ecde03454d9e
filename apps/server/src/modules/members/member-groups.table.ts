import { bigint, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Staff-defined tags put on members (bulk from the member list). */
export const memberTags = pgTable('member_tags', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  color: text('color').notNull().default('blue'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const memberTagLinks = pgTable(
  'member_tag_links',
  {
    memberId: integer('member_id').notNull(),
    tagId: integer('tag_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.tagId] })],
);

/** VIP levels, ordered by rank (higher is better), each with its deposit rule. */
export const vipLevels = pgTable('vip_levels', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  rank: integer('rank').notNull(),
  windowDays: integer('window_days').notNull(),
  minDepositSen: bigint('min_deposit_sen', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type MemberTag = typeof memberTags.$inferSelect;
export type VipLevel = typeof vipLevels.$inferSelect;
