import { z } from 'zod';
import { bankTransactionRowSchema } from './bank-transactions.ts';
import { dataReply } from './wire.ts';

/** Request and reply schemas of the staff statement import (/api/staff/bank-statements/*). */

const DATE_ORDERS = ['dmy', 'ymd', 'mdy'] as const;

/** Which column holds what, by header text, as the server shows a mapping it found or remembered. */
export const shownMappingSchema = z.object({
  date: z.string().min(1).max(100),
  time: z.string().max(100).optional(),
  description: z.string().min(1).max(100),
  /** A bank reference column; its text is kept with the description, where matching looks for it. */
  reference: z.string().max(100).optional(),
  amount: z.string().max(100).optional(),
  deposit: z.string().max(100).optional(),
  withdrawal: z.string().max(100).optional(),
  balance: z.string().max(100).optional(),
  date_order: z.enum(DATE_ORDERS),
});

/**
 * A mapping as staff send it. A statement has either one signed `amount` column (credits
 * positive, debits negative) or separate `deposit` and `withdrawal` columns.
 */
export const columnMappingSchema = shownMappingSchema
  .extend({ date_order: z.enum(DATE_ORDERS).default('dmy') })
  .refine((m) => Boolean(m.amount) || Boolean(m.deposit || m.withdrawal), 'INVALID_REQUEST');
export type ColumnMapping = z.output<typeof columnMappingSchema>;
/** A mapping as the staff SPA shows and sends it (the date order may be left to its default). */
export type ColumnMappingBody = z.input<typeof columnMappingSchema>;

/** A known bank's export layout. */
export const statementLayoutSchema = z.object({
  id: z.string(),
  name: z.string(),
  mapping: columnMappingSchema,
});
export type StatementLayout = z.output<typeof statementLayoutSchema>;
export const statementLayoutsReplySchema = dataReply(z.array(statementLayoutSchema));

/** Preview and import: the statement file (CSV or XLSX, base64) for a bank, and the mapping staff confirmed. */
export const statementUploadBodySchema = z.object({
  bank_id: z
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
  filename: z.string().trim().min(1).max(200),
  content_base64: z.string().min(1),
  mapping: columnMappingSchema.optional(),
});
export type StatementUploadBody = z.input<typeof statementUploadBodySchema>;

export const balanceWarningSchema = z.discriminatedUnion('kind', [
  /** The balance does not follow from the previous line: lines are missing in between. */
  z.object({
    kind: z.literal('gap'),
    row: z.number().int(),
    expected_balance_sen: z.number().int(),
    balance_sen: z.number().int(),
  }),
  /** The very same line twice in a row, and the balance did not move: an extra copy. */
  z.object({ kind: z.literal('duplicate'), row: z.number().int(), duplicate_of_row: z.number().int() }),
]);
export type BalanceWarning = z.input<typeof balanceWarningSchema>;

export const STATEMENT_LINE_STATUSES = ['new', 'already_imported', 'extra_copy'] as const;
export type StatementLineStatus = (typeof STATEMENT_LINE_STATUSES)[number];

/** One statement line as the preview shows it, and whether importing would add it. */
export const statementLineSchema = bankTransactionRowSchema
  .pick({
    transacted_at: true,
    has_time: true,
    description: true,
    deposit_sen: true,
    withdraw_sen: true,
    balance_sen: true,
  })
  .extend({ row: z.number().int(), status: z.enum(STATEMENT_LINE_STATUSES) });
export type StatementLine = z.input<typeof statementLineSchema>;

/**
 * Where the mapping came from: the staff's own (confirmed), the one remembered for the account,
 * a known bank layout, or a guess from the header names that staff confirm before importing.
 */
export const MAPPING_SOURCES = ['staff', 'remembered', 'layout', 'guess'] as const;
export type MappingSource = (typeof MAPPING_SOURCES)[number];

/** POST /api/staff/bank-statements/preview. */
export const statementPreviewSchema = z.object({
  layout: z.object({ id: z.string(), name: z.string() }).nullable(),
  needs_mapping: z.boolean(),
  mapping_source: z.enum(MAPPING_SOURCES).nullable(),
  /** A guessed mapping: shown for one-click confirmation; importing needs it sent back. */
  needs_confirmation: z.boolean(),
  headers: z.array(z.string()),
  mapping: shownMappingSchema.nullable(),
  line_count: z.number().int(),
  new_count: z.number().int(),
  skipped_count: z.number().int(),
  deposit_total_sen: z.number().int(),
  withdraw_total_sen: z.number().int(),
  errors: z.array(
    z.object({ row: z.number().int(), field: z.string(), message: z.string(), value: z.string() }),
  ),
  warnings: z.array(balanceWarningSchema),
  lines: z.array(statementLineSchema),
});
export type StatementPreview = z.input<typeof statementPreviewSchema>;
export const statementPreviewReplySchema = dataReply(statementPreviewSchema);

/** POST /api/staff/bank-statements/import. */
export const statementImportResultSchema = z.object({
  import_id: z.number().int(),
  imported_count: z.number().int(),
  /** Lines matched to their deposit at once (when the auto-match setting is on). */
  auto_matched_count: z.number().int(),
  skipped_count: z.number().int(),
  warnings: z.array(balanceWarningSchema),
});
export type StatementImportResult = z.input<typeof statementImportResultSchema>;
export const statementImportReplySchema = dataReply(statementImportResultSchema);
