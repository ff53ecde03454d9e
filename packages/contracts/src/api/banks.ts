import { z } from 'zod';
import { imageRef } from '../form-fields.ts';
import { staffId } from './staff-input.ts';
import { dataReply, dateTime, listPageSchema, messageReply, moneyText } from './wire.ts';

/** Request and reply schemas of the staff Bank screens (/api/staff/banks). */

export const bankParamsSchema = z.object({ id: staffId('BANK_NOT_FOUND') });

/** The list's own filter: shown to members (1) or hidden (0). */
export const bankListFilterSchema = z.object({ display: z.enum(['0', '1']).optional() });

/** Create and edit. The QR image (from the Gallery) is what a member scans to pay a QR method. */
export const saveBankBodySchema = z.object({
  group_id: staffId('BANK_NOT_FOUND').nullable().default(null),
  bank_name: z.string().trim().min(1).max(100),
  holder: z.string().trim().min(1).max(100),
  account_number: z.string().trim().min(1).max(40),
  qr_image: imageRef.nullable().default(null),
  position: z.coerce.number().int().min(0).max(10_000).default(0),
  display: z.boolean().default(true),
  require_receipt: z.boolean().default(false),
  is_default: z.boolean().default(false),
});
export type SaveBankBody = z.input<typeof saveBankBodySchema>;

/** A bank account as the staff bank list and form see it, with its balance and who created and last changed it. */
export const bankRowSchema = z.object({
  id: z.number(),
  group_id: z.number().nullable(),
  group_name: z.string().nullable(),
  bank_name: z.string(),
  holder: z.string(),
  account_number: z.string(),
  qr_image: z.string().nullable(),
  position: z.number(),
  display: z.boolean(),
  require_receipt: z.boolean(),
  is_default: z.boolean(),
  /** The bank account's current balance in the ledger (0.00 before its first movement). */
  balance: moneyText,
  created_by: z.string().nullable(),
  updated_by: z.string().nullable(),
  created_at: dateTime,
  updated_at: dateTime,
});
export type BankView = z.input<typeof bankRowSchema>;

export const bankGroupOptionSchema = z.object({ value: z.number(), label: z.string() });
export type BankGroupOption = z.input<typeof bankGroupOptionSchema>;

export const bankListReplySchema = listPageSchema(bankRowSchema);
export const bankReplySchema = dataReply(bankRowSchema);
export const bankGroupOptionsReplySchema = dataReply(z.array(bankGroupOptionSchema));
export const bankDeletedReplySchema = messageReply;
