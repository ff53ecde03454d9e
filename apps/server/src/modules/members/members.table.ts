import { boolean, date, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const sources = pgTable('sources', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const members = pgTable('members', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  dateOfBirth: date('date_of_birth'),
  referCode: text('refer_code'),
  uplineId: integer('upline_id'),
  company: text('company'),
  sourceId: integer('source_id'),
  bankName: text('bank_name'),
  bankAccountNumber: text('bank_account_number'),
  bankAccountHolder: text('bank_account_holder'),
  status: text('status', { enum: ['active', 'inactive'] })
    .notNull()
    .default('active'),
  fraud: boolean('fraud').notNull().default(false),
  spinChances: integer('spin_chances').notNull().default(0),
  depositCount: integer('deposit_count').notNull().default(0),
  lastDepositAt: timestamp('last_deposit_at', { withTimezone: true }),
  /** The highest VIP level whose rule held at the last recompute (member-groups). */
  vipLevelId: integer('vip_level_id'),
  vipLevelAt: timestamp('vip_level_at', { withTimezone: true }),
  remark: text('remark'),
  registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const memberTokens = pgTable('member_tokens', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id').notNull(),
  tokenHash: text('token_hash').notNull(),
  createdBy: integer('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});
