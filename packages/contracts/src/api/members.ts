import { z } from 'zod';
import {
  isMasked,
  normalizeBankAccount,
  normalizeDate,
  normalizePhone,
  normalizeReferCode,
} from '../member-fields.ts';
import { memberGroupFiltersSchema, memberTagSchema, memberVipLevelSchema } from './member-groups.ts';
import { dataReply, dateTime, listPageSchema, recordId } from './wire.ts';

/**
 * Reply schemas of the staff members API (/api/staff/members, a member's page, link and fraud
 * flag). Phone, date of birth and bank account may come masked for operators without
 * members.pii, so they are plain strings here.
 */

export const memberListFiltersSchema = z.object({
  status: z.enum(['active', 'inactive']).optional(),
  source_id: recordId.optional(),
  fraud: z.enum(['1', '0']).optional(),
  ...memberGroupFiltersSchema.shape,
});

/** Optional text: trimmed, and blank is null (an empty column, not ''). */
const blankText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

/** A normalised field, or a masked value sent back as shown (the server keeps the stored one). */
function normalized(normalize: (v: string) => string | null, code: 'IMPORT_INVALID_FORMAT') {
  return z
    .string()
    .trim()
    .nullish()
    .transform((value, ctx) => {
      if (!value) return null;
      if (isMasked(value)) return value;
      const result = normalize(value);
      if (result === null) ctx.addIssue({ code: 'custom', message: code });
      return result;
    });
}

/** What staff type in to create or change a member (POST/PUT /api/staff/members), normalised. */
export const memberBodySchema = z.object({
  name: z.string({ error: 'MEMBER_NAME_REQUIRED' }).trim().min(1, 'MEMBER_NAME_REQUIRED').max(100),
  phone: z.string({ error: 'MEMBER_PHONE_INVALID' }).transform((value, ctx) => {
    // A masked value the form sends back unchanged: the server keeps the stored number.
    if (isMasked(value)) return value.trim();
    const phone = normalizePhone(value);
    if (!phone) ctx.addIssue({ code: 'custom', message: 'MEMBER_PHONE_INVALID' });
    return phone ?? '';
  }),
  date_of_birth: normalized(normalizeDate, 'IMPORT_INVALID_FORMAT'),
  refer_code: normalized(normalizeReferCode, 'IMPORT_INVALID_FORMAT'),
  /** The upline's refer code or phone. */
  upline: blankText(50),
  company: blankText(100),
  source_id: z
    .number()
    .int()
    .positive()
    .nullish()
    .transform((v) => v ?? null),
  bank_name: blankText(100),
  bank_account_number: normalized(normalizeBankAccount, 'IMPORT_INVALID_FORMAT'),
  bank_account_holder: blankText(100),
  status: z.enum(['active', 'inactive']).default('active'),
  remark: blankText(1000),
});
/** The member form's body as sent (create and edit); a masked value sent back means "unchanged". */
export type MemberBody = z.input<typeof memberBodySchema>;

/** A member as the staff member list and form see it. */
export const memberViewSchema = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.string(),
  date_of_birth: z.string().nullable(),
  refer_code: z.string().nullable(),
  upline_id: z.number().nullable(),
  upline_name: z.string().nullable(),
  upline_refer_code: z.string().nullable(),
  company: z.string().nullable(),
  source_id: z.number().nullable(),
  source_name: z.string().nullable(),
  bank_name: z.string().nullable(),
  bank_account_number: z.string().nullable(),
  bank_account_holder: z.string().nullable(),
  status: z.enum(['active', 'inactive']),
  fraud: z.boolean(),
  remark: z.string().nullable(),
  deposit_count: z.number(),
  last_deposit_at: dateTime.nullable(),
  registered_at: dateTime,
  updated_at: dateTime,
  tags: z.array(memberTagSchema),
  vip_level: memberVipLevelSchema.nullable(),
});
export type MemberView = z.input<typeof memberViewSchema>;
export const memberPageSchema = listPageSchema(memberViewSchema);
export const memberReplySchema = dataReply(memberViewSchema);
export type MemberReply = z.input<typeof memberReplySchema>;

/** One entry of a member's history: one thing done to or by the member. */
export const memberHistoryEntrySchema = z.object({
  id: z.number(),
  action: z.string(),
  operator: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  at: dateTime,
});
export type MemberHistoryEntry = z.input<typeof memberHistoryEntrySchema>;

/** One of the member's latest money transactions. */
export const memberTransactionRowSchema = z.object({
  id: z.number(),
  type: z.string(),
  amount_sen: z.number(),
  status: z.string(),
  verification: z.string(),
  requested_at: dateTime,
});
export type MemberTransactionRow = z.input<typeof memberTransactionRowSchema>;

/** Whether the member holds a live login link, and when it was issued and last used. */
export const memberLinkStatusSchema = z.object({
  active: z.boolean(),
  issued_at: dateTime.nullable(),
  last_used_at: dateTime.nullable(),
});
export type MemberLinkStatus = z.input<typeof memberLinkStatusSchema>;

/** A member's page: the member with its link, history, transactions and login links. */
export const memberDetailSchema = memberViewSchema.extend({
  link: memberLinkStatusSchema,
  histories: z.array(memberHistoryEntrySchema),
  transactions: z.array(memberTransactionRowSchema),
  tokens: z.array(
    z.object({ created_at: dateTime, revoked_at: dateTime.nullable(), last_used_at: dateTime.nullable() }),
  ),
});
export type MemberDetail = z.input<typeof memberDetailSchema>;
export const memberDetailReplySchema = dataReply(memberDetailSchema);

/** A new login link, shown once. */
export const memberLinkReplySchema = dataReply(z.object({ url: z.string(), token: z.string() }));
export type MemberLinkReply = z.input<typeof memberLinkReplySchema>;
export const linkRevokedReplySchema = z.object({ status: z.literal(true), message: z.string().optional() });
export type LinkRevokedReply = z.input<typeof linkRevokedReplySchema>;

/** Loose text of a form still being typed: trimmed, blank is null, never refused for its format. */
const typedText = z
  .string()
  .trim()
  .max(100)
  .nullish()
  .transform((v) => v || null);

/**
 * POST /api/staff/members/duplicates: the member form's fields as typed so far (masked values as
 * shown stand for the stored ones of the member `id` being edited).
 */
export const duplicateCheckBodySchema = z.object({
  id: recordId.optional(),
  name: typedText,
  phone: typedText,
  date_of_birth: typedText,
  bank_account_number: typedText,
});
export type DuplicateCheckBody = z.input<typeof duplicateCheckBodySchema>;

/** What two members share: a phone, a bank account number, or a name with the date of birth. */
export const DUPLICATE_MATCHES = ['phone', 'bank_account', 'name_dob'] as const;
export type DuplicateMatch = (typeof DUPLICATE_MATCHES)[number];

/** Another member sharing something with the one being saved (personal data masked without members.pii). */
export const duplicateMemberSchema = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.string(),
  date_of_birth: z.string().nullable(),
  bank_account_number: z.string().nullable(),
  matches: z.array(z.enum(DUPLICATE_MATCHES)),
});
export type DuplicateMember = z.input<typeof duplicateMemberSchema>;
export const duplicateCheckReplySchema = dataReply(z.array(duplicateMemberSchema));
export type DuplicateCheckReply = z.input<typeof duplicateCheckReplySchema>;

export const clearFraudBodySchema = z.object({ remark: z.string().max(1000).default('') });
export type ClearFraudBody = z.input<typeof clearFraudBodySchema>;
export const clearFraudReplySchema = dataReply(z.object({ id: z.number(), fraud: z.boolean() }));
export type ClearFraudReply = z.input<typeof clearFraudReplySchema>;
