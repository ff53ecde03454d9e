import { z } from 'zod';
import { DEFAULT_QUEUE_TAB, QUEUE_TAB_KEYS } from '../queue-tabs.ts';
import { optionalReceipt } from '../safe-url.ts';
import { AMOUNT_LIMIT_KINDS } from '../second-approval.ts';
import {
  TRANSACTION_ACTIONS,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  TRANSACTION_VERIFICATIONS,
} from '../transaction-state.ts';
import { optionalText, staffAmount, staffId } from './staff-input.ts';
import { dataReply, dateTime, listFlag, listPageSchema, listQuerySchema, moneyText } from './wire.ts';

/**
 * Request and reply schemas of the staff money API: the transaction list, queues and detail,
 * the actions on a transaction, and the money forms (deposit and withdrawal insert, adjustment,
 * reward, Quick Topup, Multi Deposit, Transfer, bulk actions, the forms' choices, receipts).
 */

const optionalMoney = moneyText.nullable();
const optionalTime = dateTime.nullable();

/** One transaction as the staff API answers an action on it (no joined names). */
export const transactionJsonSchema = z.object({
  id: z.number(),
  member_id: z.number(),
  member_account_id: z.number().nullable(),
  to_member_account_id: z.number().nullable(),
  member_wallet_id: z.number().nullable(),
  type: z.enum(TRANSACTION_TYPES),
  amount: moneyText,
  bonus_id: z.number().nullable(),
  bonus: moneyText,
  verify_amount: optionalMoney,
  before_score: optionalMoney,
  after_score: optionalMoney,
  rollover: moneyText,
  rollover_type: z.enum(['stack', 'addon']).nullable(),
  status: z.enum(TRANSACTION_STATUSES),
  verification: z.enum(TRANSACTION_VERIFICATIONS),
  deposit_bank_id: z.number().nullable(),
  withdraw_bank_id: z.number().nullable(),
  bank_option: z.string().nullable(),
  receipt: z.string().nullable(),
  remark: z.string().nullable(),
  failure_code: z.string().nullable(),
  claimed_by: z.number().nullable(),
  claimed_at: optionalTime,
  timeout: z.boolean(),
  fraud: z.boolean(),
  created_by: z.number().nullable(),
  /** Set while the transaction waits for a second approval (see second-approval.ts), and after. */
  first_approved_by: z.number().nullable(),
  first_approved_at: optionalTime,
  approval_limit: z.enum(AMOUNT_LIMIT_KINDS).nullable(),
  requested_at: optionalTime,
  processed_at: optionalTime,
  completed_at: optionalTime,
  voided_at: optionalTime,
  created_at: optionalTime,
});
export type TransactionJson = z.input<typeof transactionJsonSchema>;

/** A row of the staff money lists (GET /api/staff/transactions, the pending queues). */
export const moneyRowSchema = transactionJsonSchema.extend({
  member_name: z.string(),
  member_phone: z.string(),
  username: z.string().nullable(),
  product_name: z.string().nullable(),
  deposit_bank_name: z.string().nullable(),
  withdraw_bank_name: z.string().nullable(),
  claimed_by_name: z.string().nullable(),
  created_by_name: z.string().nullable(),
  first_approved_by_name: z.string().nullable(),
  to_username: z.string().nullable(),
  to_product_name: z.string().nullable(),
});
export type MoneyRow = z.input<typeof moneyRowSchema>;
export const moneyListSchema = listPageSchema(moneyRowSchema);

/** GET /api/staff/transactions/:id: the row with its ledger entries, provider calls and history. */
export const transactionDetailSchema = moneyRowSchema.extend({
  ledger_entries: z.array(
    z.object({
      id: z.number(),
      posting_id: z.number(),
      kind: z.string(),
      account: z.string(),
      account_kind: z.string(),
      amount: moneyText,
      created_at: dateTime,
    }),
  ),
  provider_calls: z.array(
    z.object({
      id: z.number(),
      reference: z.string(),
      purpose: z.string(),
      direction: z.string(),
      amount: moneyText,
      status: z.string(),
      error: z.string().nullable(),
      balance_before: optionalMoney,
      balance_after: optionalMoney,
      created_at: dateTime,
      resolved_at: optionalTime,
    }),
  ),
  history: z.array(
    z.object({
      id: z.number(),
      action: z.string(),
      operator_name: z.string().nullable(),
      before: z.unknown(),
      after: z.unknown(),
      ip: z.string().nullable(),
      created_at: dateTime,
    }),
  ),
});
export type TransactionDetail = z.input<typeof transactionDetailSchema>;
export const transactionDetailReplySchema = dataReply(transactionDetailSchema);
export type TransactionDetailReply = z.input<typeof transactionDetailReplySchema>;

/** Every action and create answers the transaction as it now stands, with the spec's message. */
export const transactionReplySchema = z.object({ message: z.string(), data: transactionJsonSchema });
export type TransactionReply = z.input<typeof transactionReplySchema>;
/**
 * An action or create answers 200 when done, 202 while the provider's answer is unknown (a move,
 * or the replay of a request that died mid-way).
 */
export const moveReplySchemas = { 200: transactionReplySchema, 202: transactionReplySchema };

export const transactionParamsSchema = z.object({ id: staffId('TRANSACTION_NOT_FOUND') });

/** Reject, fraud and void: an optional remark (reject requires one, checked by the service). */
export const remarkBodySchema = z.object({ remark: optionalText(500) }).default({});
export type RemarkBody = z.input<typeof remarkBodySchema>;

/** Complete: the payout bank and receipt of a withdrawal, the amount found for a deposit. */
export const completeBodySchema = z
  .object({
    bank_id: staffId('BANK_NOT_FOUND').nullable().optional(),
    receipt: optionalReceipt,
    verify_amount: staffAmount('INVALID_AMOUNT').optional(),
  })
  .default({});
export type CompleteBody = z.input<typeof completeBodySchema>;

/** Body of a staff deposit, shared by Quick Topup and Transaction Insert. */
export const staffDepositBodySchema = z.object({
  member_account_id: staffId('SELECT_GAME_ID'),
  amount: staffAmount('ENTER_TOPUP_AMOUNT'),
  bank_id: staffId('SELECT_BANK'),
  bonus_id: staffId('BONUS_CANNOT_BE_USED').nullable().optional(),
  receipt: optionalReceipt,
  remark: optionalText(500),
});
export type StaffDepositBody = z.input<typeof staffDepositBodySchema>;

export const staffWithdrawalBodySchema = z.object({
  member_account_id: staffId('SELECT_GAME_ID'),
  amount: staffAmount('ENTER_TOPUP_AMOUNT'),
  bank_id: staffId('BANK_NOT_FOUND').nullable().optional(),
  remark: optionalText(500),
});
export type StaffWithdrawalBody = z.input<typeof staffWithdrawalBodySchema>;

export const adjustmentBodySchema = z.object({
  member_account_id: staffId('SELECT_GAME_ID'),
  amount: staffAmount('ENTER_TOPUP_AMOUNT'),
  direction: z.enum(['add', 'deduct'], { error: 'INVALID_REQUEST' }),
  /** Every adjustment says why. */
  remark: z
    .string({ error: 'ADJUSTMENT_REMARK_REQUIRED' })
    .trim()
    .min(1, { error: 'ADJUSTMENT_REMARK_REQUIRED' })
    .max(500),
});
export type AdjustmentBody = z.input<typeof adjustmentBodySchema>;

export const rewardBodySchema = z.object({
  member_id: staffId('MEMBER_NOT_FOUND'),
  amount: staffAmount('ENTER_TOPUP_AMOUNT'),
  remark: optionalText(500),
});
export type RewardBody = z.input<typeof rewardBodySchema>;

export const transferBodySchema = z.object({
  from_member_account_id: staffId('SELECT_ACCOUNT'),
  to_member_account_id: staffId('SELECT_ACCOUNT'),
  remark: optionalText(500),
});
export type TransferBody = z.input<typeof transferBodySchema>;

/** One bank credit split over several game accounts, each deposited and verified. */
export const multiDepositBodySchema = z.object({
  bank_id: staffId('SELECT_BANK'),
  total_amount: staffAmount('ENTER_TOPUP_AMOUNT'),
  total_verify_amount: staffAmount('ENTER_TOPUP_AMOUNT'),
  receipt: optionalReceipt,
  remark: optionalText(500),
  rows: z
    .array(
      z.object({
        member_account_id: staffId('SELECT_GAME_ID'),
        amount: staffAmount('ENTER_TOPUP_AMOUNT'),
        verify_amount: staffAmount('ENTER_TOPUP_AMOUNT'),
      }),
    )
    .max(50),
});
export type MultiDepositBody = z.input<typeof multiDepositBodySchema>;

/** Each row's outcome: a refusal on one row does not undo the rows before it. */
export const multiDepositResultSchema = z.object({
  member_account_id: z.number(),
  transaction_id: z.number().nullable(),
  status: z.string(),
  message: z.string().nullable(),
});
export type MultiDepositResult = z.input<typeof multiDepositResultSchema>;
export const multiDepositReplySchema = z.object({
  message: z.string(),
  data: z.array(multiDepositResultSchema),
});
export type MultiDepositReply = z.input<typeof multiDepositReplySchema>;

/** The same action on several selected transactions; each row keeps its own outcome. */
export const bulkBodySchema = z.object({
  action: z.enum(TRANSACTION_ACTIONS),
  ids: z.array(staffId('TRANSACTION_NOT_FOUND')).max(100).default([]),
  remark: optionalText(500),
});
export type BulkBody = z.input<typeof bulkBodySchema>;
export const bulkResultSchema = z.object({
  id: z.number(),
  ok: z.boolean(),
  status: z.string().nullable(),
  message: z.string().nullable(),
});
export type BulkResult = z.input<typeof bulkResultSchema>;
export const bulkReplySchema = z.object({ message: z.string(), data: z.array(bulkResultSchema) });
export type BulkReply = z.input<typeof bulkReplySchema>;

/** The choices of the money forms: operator banks, active bonuses, products. */
export const moneyOptionsSchema = z.object({
  banks: z.array(
    z.object({
      value: z.number(),
      label: z.string(),
      require_receipt: z.boolean(),
      is_default: z.boolean(),
    }),
  ),
  bonuses: z.array(z.object({ value: z.number(), label: z.string() })),
  products: z.array(
    z.object({
      value: z.number(),
      label: z.string(),
      maintenance: z.boolean(),
      min_withdrawal: optionalMoney,
      max_withdrawal: optionalMoney,
    }),
  ),
});
export type MoneyOptions = z.input<typeof moneyOptionsSchema>;
export const moneyOptionsReplySchema = dataReply(moneyOptionsSchema);
export type MoneyOptionsReply = z.input<typeof moneyOptionsReplySchema>;

/** Game accounts to pick in a money form, searched by game ID, member name or phone. */
export const accountOptionsQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  member_id: staffId().optional(),
  /** One account by id: what a money confirmation names (member, phone, game and game ID). */
  account_id: staffId().optional(),
});
export type AccountOptionsQuery = z.input<typeof accountOptionsQuerySchema>;
export const accountOptionSchema = z.object({
  value: z.number(),
  label: z.string(),
  member_id: z.number(),
  product_name: z.string(),
  username: z.string(),
  member_name: z.string(),
  /** As the operator may see it: masked without `members.pii`. */
  member_phone: z.string(),
});
export type AccountOption = z.input<typeof accountOptionSchema>;
export const accountOptionsReplySchema = dataReply(z.array(accountOptionSchema));
export type AccountOptionsReply = z.input<typeof accountOptionsReplySchema>;

/** A receipt upload: the bytes as base64; the stored type is read from the bytes, not the sender's word. */
export const receiptUploadBodySchema = z.object({
  content_type: z.string().max(100).optional(),
  data: z.string().min(1, 'RECEIPT_FILE_TYPE').max(7_500_000, 'RECEIPT_TOO_LARGE'),
});
export type ReceiptUploadBody = z.input<typeof receiptUploadBodySchema>;
export const receiptUploadReplySchema = dataReply(z.object({ id: z.number(), url: z.string() }));
export type ReceiptUploadReply = z.input<typeof receiptUploadReplySchema>;
export const receiptParamsSchema = z.object({ id: staffId('NOT_FOUND') });

/** How long a claim on a queued transaction holds, in minutes (at most a day). */
export const CLAIM_EXPIRY_MAX_MINUTES = 24 * 60;
export const claimExpirySchema = z.object({
  minutes: z
    .number({ error: 'CLAIM_EXPIRY_INVALID' })
    .int({ error: 'CLAIM_EXPIRY_INVALID' })
    .min(1, { error: 'CLAIM_EXPIRY_INVALID' })
    .max(CLAIM_EXPIRY_MAX_MINUTES, { error: 'CLAIM_EXPIRY_INVALID' }),
});
export type ClaimExpiry = z.input<typeof claimExpirySchema>;
export const claimExpiryReplySchema = dataReply(claimExpirySchema);
export type ClaimExpiryReply = z.input<typeof claimExpiryReplySchema>;

/**
 * The one query of the staff transaction list and its queues: paging, sort, search, date range,
 * export, and the money filters (`status` may list several, comma-separated).
 */
export const transactionListQuerySchema = listQuerySchema.extend({
  type: z.enum(TRANSACTION_TYPES).optional(),
  status: z
    .string()
    .transform((s) => s.split(',').filter(Boolean))
    .pipe(z.array(z.enum(TRANSACTION_STATUSES)).max(TRANSACTION_STATUSES.length))
    .optional(),
  verification: z.enum(TRANSACTION_VERIFICATIONS).optional(),
  member_id: staffId().optional(),
  member_account_id: staffId().optional(),
  timeout: listFlag.optional(),
  fraud: listFlag.optional(),
});

/** Pending Deposit and Pending Withdrawal: the transaction list of one queue tab (its statuses). */
export const queueListQuerySchema = transactionListQuerySchema.extend({
  tab: z.enum(QUEUE_TAB_KEYS).default(DEFAULT_QUEUE_TAB),
});

/** GET /api/staff/money/second-approval/count: how many wait for a second approval (the menu badge). */
export const secondApprovalCountReplySchema = dataReply(z.object({ count: z.number().int() }));
export type SecondApprovalCountReply = z.input<typeof secondApprovalCountReplySchema>;
