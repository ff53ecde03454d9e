import { z } from 'zod';
import { parseAmountSen } from '../money.ts';
import { optionalReceipt } from '../safe-url.ts';
import { dataReply, dateTime, listPageSchema } from './wire.ts';

/** Request and reply schemas of the staff Bank Transactions API (/api/staff/bank-transactions). */

export const BANK_TRANSACTION_TYPES = ['normal', 'expense', 'other'] as const;
export type BankTransactionType = (typeof BANK_TRANSACTION_TYPES)[number];

/** The most deposits one line may pay (a Multi Deposit form holds about as many rows). */
export const MAX_MATCHED_PER_LINE = 20;

const databaseId = z
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);
const flag = z.enum(['1', '0']).optional();

/** The list's own filters (besides paging, sort, search and the date range). */
export const bankTransactionFiltersSchema = z.object({
  bank_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  type: z.enum(BANK_TRANSACTION_TYPES).optional(),
  claimed: flag,
  extra_copy: flag,
  direction: z.enum(['deposit', 'withdraw']).optional(),
});

/** One bank-statement line. */
export const bankTransactionRowSchema = z.object({
  id: z.number().int(),
  bank_id: z.number().int(),
  bank_name: z.string().nullable(),
  bank_holder: z.string().nullable(),
  bank_account_number: z.string().nullable(),
  transacted_at: dateTime,
  has_time: z.boolean(),
  description: z.string(),
  deposit_sen: z.number().int(),
  withdraw_sen: z.number().int(),
  balance_sen: z.number().int().nullable(),
  receipt: z.string().nullable(),
  type: z.enum(BANK_TRANSACTION_TYPES),
  claimed: z.boolean(),
  /** What the claimed line matched: one transaction, or several deposits adding up to it. */
  transaction_ids: z.array(z.number().int()),
  claimed_by: z.string().nullable(),
  claimed_at: dateTime.nullable(),
  extra_copy: z.boolean(),
  import_id: z.number().int().nullable(),
  remark: z.string().nullable(),
  created_by: z.string().nullable(),
  updated_by: z.string().nullable(),
  created_at: dateTime,
  updated_at: dateTime,
});
export type BankTransactionRow = z.input<typeof bankTransactionRowSchema>;
export const bankTransactionListSchema = listPageSchema(bankTransactionRowSchema);
export const bankTransactionReplySchema = dataReply(bankTransactionRowSchema);

/** An amount in ringgit that may be blank or zero (the other side of the line is set): integer sen. */
const optionalAmount = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value, ctx) => {
    if (value === null || value === undefined || value === '') return 0;
    const sen = parseAmountSen(value);
    if (sen === null) {
      ctx.addIssue({ code: 'custom', message: 'INVALID_AMOUNT' });
      return 0;
    }
    return sen;
  });

/** The statement's running balance in ringgit, which may be negative (an overdrawn account), or blank. */
const optionalBalance = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value, ctx) => {
    if (value === null || value === undefined || value === '') return null;
    const text = String(value).trim();
    const negative = text.startsWith('-');
    const sen = parseAmountSen(negative ? text.slice(1) : text);
    if (sen === null) ctx.addIssue({ code: 'custom', message: 'INVALID_AMOUNT' });
    return sen === null ? null : negative ? -sen : sen;
  });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

/** Create and edit a line: amounts in ringgit as typed, parsed to sen. */
export const saveBankTransactionBodySchema = z.object({
  bank_id: databaseId,
  transacted_at: z.iso.datetime({ offset: true }).transform((v) => new Date(v)),
  description: z.string().trim().min(1, 'IMPORT_MISSING_CONTENT').max(500),
  deposit_amount: optionalAmount,
  withdraw_amount: optionalAmount,
  balance: optionalBalance,
  receipt: optionalReceipt,
  type: z.enum(BANK_TRANSACTION_TYPES).default('normal'),
  extra_copy: z.boolean().default(false),
  remark: optionalText(1000),
});
export type SaveBankTransactionBody = z.input<typeof saveBankTransactionBodySchema>;

/** GET /api/staff/bank-transactions/bank-options: the banks a statement line can belong to. */
export const bankOptionSchema = z.object({
  id: z.number().int(),
  bank_name: z.string(),
  holder: z.string(),
  account_number: z.string(),
});
export type BankOption = z.input<typeof bankOptionSchema>;
export const bankOptionsReplySchema = dataReply(z.array(bankOptionSchema));

/** GET/PUT /api/staff/bank-transactions/match-settings. */
export const matchSettingsSchema = z.object({
  drift_sen: z.number().int().min(0).max(100_000),
  window_minutes: z
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60),
  auto_match: z.boolean().default(false),
});
export type MatchSettings = z.output<typeof matchSettingsSchema>;
export type MatchSettingsBody = z.input<typeof matchSettingsSchema>;
export const matchSettingsReplySchema = dataReply(matchSettingsSchema);

/** A deposit or withdrawal that may be (part of) the bank line's counterpart, best first. */
export const matchCandidateSchema = z.object({
  transaction_id: z.number().int(),
  type: z.enum(['deposit', 'withdrawal']),
  member_id: z.number().int(),
  member_name: z.string(),
  member_phone: z.string(),
  amount_sen: z.number().int(),
  status: z.string(),
  verification: z.string(),
  bank_id: z.number().int().nullable(),
  /** When the money moved on our side (a withdrawal: when it was completed). */
  requested_at: dateTime,
  amount_difference_sen: z.number().int(),
  minutes_apart: z.number(),
  same_bank: z.boolean(),
});
export type MatchCandidate = z.input<typeof matchCandidateSchema>;
export const matchCandidatesReplySchema = dataReply(z.array(matchCandidateSchema));

/** POST /api/staff/bank-transactions/:id/match: the transactions the line pays. */
export const matchBodySchema = z.object({
  transaction_ids: z.array(databaseId).min(1).max(MAX_MATCHED_PER_LINE),
});
export type MatchBody = z.input<typeof matchBodySchema>;

export const matchResultSchema = z.object({
  bank_transaction_id: z.number().int(),
  transaction_ids: z.array(z.number().int()),
  verification: z.enum(['verified', 'fail']),
});
export type MatchResult = z.input<typeof matchResultSchema>;
export const matchResultReplySchema = dataReply(matchResultSchema);
