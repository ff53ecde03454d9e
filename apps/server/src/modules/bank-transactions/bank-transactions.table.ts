import { BANK_TRANSACTION_TYPES } from '@topup/contracts/api/bank-transactions.ts';
import { bigint, boolean, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const bankStatementImports = pgTable('bank_statement_imports', {
  id: serial('id').primaryKey(),
  bankId: integer('bank_id').notNull(),
  filename: text('filename').notNull(),
  layout: text('layout').notNull(),
  lineCount: integer('line_count').notNull(),
  importedCount: integer('imported_count').notNull(),
  skippedCount: integer('skipped_count').notNull(),
  warnings: jsonb('warnings').notNull().default([]),
  createdBy: integer('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const bankTransactions = pgTable('bank_transactions', {
  id: serial('id').primaryKey(),
  bankId: integer('bank_id').notNull(),
  transactedAt: timestamp('transacted_at', { withTimezone: true }).notNull(),
  hasTime: boolean('has_time').notNull().default(true),
  description: text('description').notNull(),
  depositSen: bigint('deposit_sen', { mode: 'number' }).notNull().default(0),
  withdrawSen: bigint('withdraw_sen', { mode: 'number' }).notNull().default(0),
  balanceSen: bigint('balance_sen', { mode: 'number' }),
  receipt: text('receipt'),
  type: text('type', { enum: BANK_TRANSACTION_TYPES }).notNull().default('normal'),
  claimed: boolean('claimed').notNull().default(false),
  claimedBy: integer('claimed_by'),
  claimedAt: timestamp('claimed_at', { withTimezone: true }),
  extraCopy: boolean('extra_copy').notNull().default(false),
  importId: integer('import_id'),
  lineKey: text('line_key'),
  remark: text('remark'),
  createdBy: integer('created_by'),
  updatedBy: integer('updated_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Which transactions a claimed line paid or paid out (one, or several deposits adding up to it). */
export const bankLineMatches = pgTable('bank_line_matches', {
  transactionId: integer('transaction_id').primaryKey(),
  bankTransactionId: integer('bank_transaction_id').notNull(),
  /** The match set the deposit's verification, so undoing it sets it back. */
  verifiedByMatch: boolean('verified_by_match').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
