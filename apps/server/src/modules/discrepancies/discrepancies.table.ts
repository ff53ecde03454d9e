import { DISCREPANCY_KINDS } from '@topup/contracts/provider-audit.ts';
import { bigint, bigserial, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The kinds are part of the staff API (its filter and rows), so contracts holds the list. */
export { DISCREPANCY_KINDS };
export type DiscrepancyKind = (typeof DISCREPANCY_KINDS)[number];
export const DISCREPANCY_RESOLUTIONS = [
  'settled_success',
  'settled_failed',
  'written_off',
  'auto_settled',
] as const;
export type DiscrepancyResolution = (typeof DISCREPANCY_RESOLUTIONS)[number];

/** A difference between a provider's books and ours, with its evidence, until staff resolve it. */
export const providerDiscrepancies = pgTable('provider_discrepancies', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind', { enum: DISCREPANCY_KINDS }).notNull(),
  /** The same difference found again (another audit run) is not raised twice. */
  dedupeKey: text('dedupe_key').notNull(),
  kioskId: integer('kiosk_id'),
  memberAccountId: integer('member_account_id'),
  providerCallId: bigint('provider_call_id', { mode: 'number' }),
  transactionId: integer('transaction_id'),
  reference: text('reference'),
  /** Provider minus ours, signed. */
  amountSen: bigint('amount_sen', { mode: 'number' }).notNull().default(0),
  /** Booked to the suspense account for this difference (member_account +x, suspense -x). */
  suspenseSen: bigint('suspense_sen', { mode: 'number' }).notNull().default(0),
  evidence: jsonb('evidence').notNull(),
  status: text('status', { enum: ['open', 'resolved'] })
    .notNull()
    .default('open'),
  resolution: text('resolution', { enum: DISCREPANCY_RESOLUTIONS }),
  remark: text('remark'),
  resolvedBy: integer('resolved_by'),
  resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type Discrepancy = typeof providerDiscrepancies.$inferSelect;
