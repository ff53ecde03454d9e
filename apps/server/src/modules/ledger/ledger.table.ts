import {
  bigint,
  bigserial,
  boolean,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const LEDGER_ACCOUNT_KINDS = [
  'bank',
  'kiosk',
  'member_account',
  'member_wallet',
  'external',
  'reward_funding',
  'game_result',
  'adjustment',
  /** Differences between a provider's books and ours that nobody has explained yet. */
  'suspense',
  /** What the operator paid out of its bank accounts for the business (Bank Balances' expenses). */
  'expense',
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

export const ledgerAccounts = pgTable('ledger_accounts', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: LEDGER_ACCOUNT_KINDS }).notNull(),
  /** The bank, kiosk, member account or wallet id; 0 for system accounts. */
  refId: integer('ref_id').notNull().default(0),
  name: text('name').notNull(),
  /**
   * Cache of the sum of this account's entries, updated with them; for an account that may go
   * negative, plus its `ledger_balance_parts` (its balance is `accountBalanceSql`).
   */
  balanceSen: bigint('balance_sen', { mode: 'number' }).notNull().default(0),
  allowNegative: boolean('allow_negative').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Parts of a shared account's cached balance (migration 0504): a posting adds an allow-negative
 * account's legs to the part of its database connection, so concurrent postings to the same
 * bank, kiosk or system account do not queue on one row.
 */
export const ledgerBalanceParts = pgTable(
  'ledger_balance_parts',
  {
    accountId: integer('account_id').notNull(),
    part: smallint('part').notNull(),
    balanceSen: bigint('balance_sen', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.part] })],
);

export const ledgerPostings = pgTable('ledger_postings', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  transactionId: integer('transaction_id'),
  kind: text('kind').notNull(),
  memo: text('memo'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const ledgerEntries = pgTable('ledger_entries', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  postingId: bigint('posting_id', { mode: 'number' }).notNull(),
  accountId: integer('account_id').notNull(),
  amountSen: bigint('amount_sen', { mode: 'number' }).notNull(),
});
