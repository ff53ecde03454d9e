import { bigint, boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  permissions: text('permissions').array().notNull().default([]),
  paymentGateway: text('payment_gateway').$type<'0' | '1'>().notNull().default('1'),
  /** With the gateway on: the bank groups this role handles; empty = every group (migration 0453). */
  bankGroupIds: integer('bank_group_ids').array().notNull().default([]),
  isSuper: boolean('is_super').notNull().default(false),
  status: text('status', { enum: ['active', 'inactive'] })
    .notNull()
    .default('active'),
  /** The most sen an operator moves alone per kind (second-approval.ts); null: no limit (migration 0570). */
  adjustmentLimitSen: bigint('adjustment_limit_sen', { mode: 'number' }),
  quickTopupLimitSen: bigint('quick_topup_limit_sen', { mode: 'number' }),
  insertLimitSen: bigint('insert_limit_sen', { mode: 'number' }),
  withdrawalApprovalLimitSen: bigint('withdrawal_approval_limit_sen', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const operators = pgTable('operators', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  username: text('username').notNull(),
  passwordHash: text('password_hash').notNull(),
  pinHash: text('pin_hash'),
  roleId: integer('role_id').notNull(),
  status: text('status', { enum: ['active', 'inactive'] })
    .notNull()
    .default('active'),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const staffSessions = pgTable('staff_sessions', {
  idHash: text('id_hash').primaryKey(),
  operatorId: integer('operator_id').notNull(),
  ip: text('ip'),
  userAgent: text('user_agent'),
  locked: boolean('locked').notNull().default(false),
  /** Wrong secrets (PIN, current password) since the last right one (migration 0511). */
  secretFailures: integer('secret_failures').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
