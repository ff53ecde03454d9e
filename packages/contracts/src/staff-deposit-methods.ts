import { z } from 'zod';
import { imageRef, localized } from './form-fields.ts';
import type { MessageCode } from './messages.ts';

/** Request and reply schemas of the staff Deposit Methods API (/api/staff/deposit-methods). */

/** A positive database id; anything else answers `code`. */
const idOr = (code: MessageCode) =>
  z
    .number({ error: code })
    .int({ error: code })
    .positive({ error: code })
    .max(2 ** 31 - 1, { error: code });

const label = z.string().trim().min(1).max(60);

/** Create and edit: the tile's name and type label in every language, image, shown, bank accounts. */
export const depositMethodBodySchema = z.object({
  name: localized(label),
  type: localized(label),
  image: imageRef,
  display: z.boolean().default(true),
  bank_ids: z.array(idOr('BANK_NOT_FOUND')).max(200).default([]),
});
export type DepositMethodBody = z.infer<typeof depositMethodBodySchema>;

/** The members' order: every method's id once, first shown first. */
export const depositMethodOrderSchema = z.object({ ids: z.array(idOr('DEPOSIT_METHOD_NOT_FOUND')).max(500) });
export const depositMethodDisplaySchema = z.object({ display: z.boolean() });
export const depositMethodParamsSchema = z.object({
  id: z.coerce.number({ error: 'DEPOSIT_METHOD_NOT_FOUND' }).pipe(idOr('DEPOSIT_METHOD_NOT_FOUND')),
});

const localizedText = z.object({ en: z.string(), bm: z.string(), cn: z.string() });

/** A bank account as a deposit method's payment option. */
export const depositMethodBankSchema = z.object({
  id: z.number(),
  bank_name: z.string(),
  holder: z.string(),
  display: z.boolean(),
});

/** A method tile of the member deposit screen as the staff list and form see it. */
export const depositMethodViewSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: localizedText,
  type: localizedText,
  image: z.string(),
  position: z.number(),
  display: z.boolean(),
  bank_ids: z.array(z.number()),
  banks: z.array(depositMethodBankSchema),
  /** Whether members see it: shown, with at least one shown bank account. */
  offered: z.boolean(),
  updated_at: z.string(),
});

/** Every bank account, with the deposit method that holds it (one at most). */
export const depositMethodBankOptionSchema = depositMethodBankSchema.extend({
  method_id: z.number().nullable(),
  method_name: z.string().nullable(),
});

export const depositMethodListReplySchema = z.object({ data: z.array(depositMethodViewSchema) });
export const depositMethodOrderReplySchema = depositMethodListReplySchema.extend({ message: z.string() });
export const depositMethodReplySchema = z.object({ data: depositMethodViewSchema });
export const depositMethodSavedReplySchema = z.object({ message: z.string(), data: depositMethodViewSchema });
export const depositMethodBankOptionsReplySchema = z.object({ data: z.array(depositMethodBankOptionSchema) });

export type DepositMethodBank = z.infer<typeof depositMethodBankSchema>;
export type DepositMethodView = z.infer<typeof depositMethodViewSchema>;
export type DepositMethodBankOption = z.infer<typeof depositMethodBankOptionSchema>;
