import { z } from 'zod';
import { optionalText, staffAmount, staffId } from './staff-input.ts';
import { calendarDay, dataReply, dateTime, listPageSchema, moneyText } from './wire.ts';

/**
 * Request and reply schemas of the staff Bank Balances screen (/api/staff/bank-movements and
 * /api/staff/bank-balances): money moved between the operator's own bank accounts, expenses
 * paid from one, and each account's daily balance beside its last imported statement balance.
 */

export const EXPENSE_CATEGORIES = ['bank_fee', 'salary', 'rent', 'marketing', 'other'] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

export const BANK_MOVEMENT_KINDS = ['transfer', 'expense'] as const;

/** Money moved from one of the operator's bank accounts to another. */
export const bankTransferBodySchema = z.object({
  from_bank_id: staffId('SELECT_BANK'),
  to_bank_id: staffId('SELECT_BANK'),
  amount: staffAmount('ENTER_AMOUNT'),
  remark: optionalText(500),
});
export type BankTransferBody = z.input<typeof bankTransferBodySchema>;

/** Money paid out of one of the operator's bank accounts for a cost of the business. */
export const expenseBodySchema = z.object({
  bank_id: staffId('SELECT_BANK'),
  amount: staffAmount('ENTER_AMOUNT'),
  category: z.enum(EXPENSE_CATEGORIES, { error: 'SELECT_EXPENSE_CATEGORY' }),
  remark: optionalText(500),
});
export type ExpenseBody = z.input<typeof expenseBodySchema>;

/** One recorded movement, with the banks' and operator's names. */
export const bankMovementRowSchema = z.object({
  id: z.number(),
  kind: z.enum(BANK_MOVEMENT_KINDS),
  from_bank_id: z.number(),
  from_bank: z.string().nullable(),
  to_bank_id: z.number().nullable(),
  to_bank: z.string().nullable(),
  amount: moneyText,
  category: z.enum(EXPENSE_CATEGORIES).nullable(),
  remark: z.string().nullable(),
  created_by: z.string().nullable(),
  created_at: dateTime,
});
export type BankMovementView = z.input<typeof bankMovementRowSchema>;

export const bankMovementListFilterSchema = z.object({
  kind: z.enum(BANK_MOVEMENT_KINDS).optional(),
  bank_id: staffId('BANK_NOT_FOUND').optional(),
});
export const bankMovementListReplySchema = listPageSchema(bankMovementRowSchema);
export const bankMovementReplySchema = dataReply(bankMovementRowSchema);

/** The daily balances asked for: one bank, or every bank, over at most 31 business days. */
export const dailyBalanceQuerySchema = z.object({
  bank_id: staffId('BANK_NOT_FOUND').optional(),
  from: calendarDay.optional(),
  to: calendarDay.optional(),
});
export type DailyBalanceQuery = z.input<typeof dailyBalanceQuerySchema>;

/**
 * One bank account on one business day: the ledger's balance at the day's end, the balance of
 * the last statement line imported up to then (null when none), and ledger minus statement.
 */
export const dailyBalanceRowSchema = z.object({
  day: z.string(),
  bank_id: z.number(),
  bank: z.string(),
  ledger_balance: moneyText,
  statement_balance: moneyText.nullable(),
  statement_at: dateTime.nullable(),
  difference: moneyText.nullable(),
});
export type DailyBalanceView = z.input<typeof dailyBalanceRowSchema>;
export const dailyBalanceReplySchema = dataReply(z.array(dailyBalanceRowSchema));
