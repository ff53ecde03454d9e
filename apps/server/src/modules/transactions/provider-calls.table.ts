import { bigint, bigserial, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const PROVIDER_CALL_PURPOSES = ['approve', 'void', 'reward', 'transfer_out', 'transfer_in'] as const;
export type ProviderCallPurpose = (typeof PROVIDER_CALL_PURPOSES)[number];

/** Outbox: every credit-moving provider call, recorded before it is sent. */
export const providerCalls = pgTable('provider_calls', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  reference: text('reference').notNull(),
  transactionId: integer('transaction_id').notNull(),
  memberAccountId: integer('member_account_id').notNull(),
  purpose: text('purpose', { enum: PROVIDER_CALL_PURPOSES }).notNull(),
  direction: text('direction', { enum: ['deposit', 'withdraw'] }).notNull(),
  amountSen: bigint('amount_sen', { mode: 'number' }).notNull(),
  status: text('status', { enum: ['pending', 'unknown', 'succeeded', 'failed'] })
    .notNull()
    .default('pending'),
  providerTxId: text('provider_tx_id'),
  balanceBeforeSen: bigint('balance_before_sen', { mode: 'number' }),
  balanceAfterSen: bigint('balance_after_sen', { mode: 'number' }),
  errorKind: text('error_kind'),
  attempts: integer('attempts').notNull().default(0),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  resolvedAt: timestamp('resolved_at', { withTimezone: true }),
});

export type ProviderCall = typeof providerCalls.$inferSelect;
