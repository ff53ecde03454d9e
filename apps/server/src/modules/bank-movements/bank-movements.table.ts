import { BANK_MOVEMENT_KINDS, EXPENSE_CATEGORIES } from '@topup/contracts/api/bank-movements.ts';
import { bigint, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Money the operator moved between its own bank accounts (`transfer`, to `toBankId`) or paid
 * out of one for the business (`expense`, with a category), with its ledger posting.
 */
export const bankMovements = pgTable('bank_movements', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: BANK_MOVEMENT_KINDS }).notNull(),
  fromBankId: integer('from_bank_id').notNull(),
  toBankId: integer('to_bank_id'),
  amountSen: bigint('amount_sen', { mode: 'number' }).notNull(),
  category: text('category', { enum: EXPENSE_CATEGORIES }),
  remark: text('remark'),
  postingId: bigint('posting_id', { mode: 'number' }).notNull(),
  createdBy: integer('created_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
