import { AMOUNT_LIMIT_KINDS } from '@topup/contracts/second-approval.ts';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '@topup/contracts/transaction-state.ts';
import { bigint, boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** The business record of one money movement; its ledger postings point here. */
export const transactions = pgTable('transactions', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id').notNull(),
  memberAccountId: integer('member_account_id'),
  toMemberAccountId: integer('to_member_account_id'),
  memberWalletId: integer('member_wallet_id'),
  type: text('type', { enum: TRANSACTION_TYPES }).notNull(),
  /** Signed only for adjustments (a negative adjustment takes credit). */
  amountSen: bigint('amount_sen', { mode: 'number' }).notNull(),
  bonusId: integer('bonus_id'),
  bonusSen: bigint('bonus_sen', { mode: 'number' }).notNull().default(0),
  verifyAmountSen: bigint('verify_amount_sen', { mode: 'number' }),
  beforeScoreSen: bigint('before_score_sen', { mode: 'number' }),
  afterScoreSen: bigint('after_score_sen', { mode: 'number' }),
  rolloverSen: bigint('rollover_sen', { mode: 'number' }).notNull().default(0),
  rolloverType: text('rollover_type', { enum: ['stack', 'addon'] }),
  status: text('status', { enum: TRANSACTION_STATUSES }).notNull().default('pending'),
  verification: text('verification', { enum: ['progress', 'verified', 'fail'] })
    .notNull()
    .default('progress'),
  depositBankId: integer('deposit_bank_id'),
  withdrawBankId: integer('withdraw_bank_id'),
  bankOption: text('bank_option'),
  receipt: text('receipt'),
  remark: text('remark'),
  failureCode: text('failure_code'),
  claimedBy: integer('claimed_by'),
  claimedAt: timestamp('claimed_at', { withTimezone: true }),
  timeout: boolean('timeout').notNull().default(false),
  fraud: boolean('fraud').notNull().default(false),
  createdBy: integer('created_by'),
  /** Who approved it above their limit (it waits for a second approval while pending), when, and which limit. */
  firstApprovedBy: integer('first_approved_by'),
  firstApprovedAt: timestamp('first_approved_at', { withTimezone: true }),
  approvalLimit: text('approval_limit', { enum: AMOUNT_LIMIT_KINDS }),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  processedAt: timestamp('processed_at', { withTimezone: true }),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  voidedAt: timestamp('voided_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type Transaction = typeof transactions.$inferSelect;
