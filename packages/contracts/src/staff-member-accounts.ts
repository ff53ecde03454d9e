import { z } from 'zod';
import { staffId } from './api/staff-input.ts';
import { dataReply, dateTime, listFlag, listPageSchema, listQuerySchema, messageReply } from './api/wire.ts';

/** Request and reply schemas of the staff game-account API (member accounts and players). */

/** A game account as the staff API lists it (GET /api/staff/member-accounts, players). */
export const memberAccountViewSchema = z.object({
  id: z.number(),
  member_id: z.number(),
  member_name: z.string(),
  member_phone: z.string(),
  product_id: z.number(),
  product_name: z.string(),
  username: z.string(),
  status: z.enum(['active', 'inactive']),
  enabled: z.boolean(),
  frozen: z.boolean(),
  locked: z.boolean(),
  synced: z.boolean(),
  created_at: dateTime,
  updated_at: dateTime,
  /** At the provider, fetched for synced accounts on a player's page; null when unknown. */
  balance: z.string().nullable(),
});
export type MemberAccountView = z.input<typeof memberAccountViewSchema>;
export const memberAccountPageSchema = listPageSchema(memberAccountViewSchema);

/** Create and sync answer the account's game id. */
export const accountSavedReplySchema = dataReply(z.object({ id: z.number(), username: z.string() }));
/** The new password, shown once. */
export const accountPasswordReplySchema = dataReply(z.object({ password: z.string() }));
/** A synced account is only deactivated: the provider keeps it. */
export const accountDeletedReplySchema = dataReply(z.object({ outcome: z.enum(['deleted', 'deactivated']) }));
export const accountActionReplySchema = messageReply;

/** A member with their game accounts (Player list). */
export const playerRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.string(),
  status: z.enum(['active', 'inactive']),
  fraud: z.boolean(),
  deposit_count: z.number(),
  last_deposit_at: dateTime.nullable(),
  registered_at: dateTime,
  accounts: z.array(memberAccountViewSchema),
});
export type PlayerRow = z.input<typeof playerRowSchema>;
export const playerPageSchema = listPageSchema(playerRowSchema);

/** A player's page: bank details, counters, remark, and accounts with balances. */
export const playerSchema = playerRowSchema.extend({
  bank_name: z.string().nullable(),
  bank_account_number: z.string().nullable(),
  bank_account_holder: z.string().nullable(),
  remark: z.string().nullable(),
});
export type Player = z.input<typeof playerSchema>;
export const playerReplySchema = dataReply(playerSchema);

/** The game-account list's query: the common list query and its filters (balances by default). */
export const memberAccountQuerySchema = listQuerySchema.extend({
  member_id: staffId().optional(),
  product_id: staffId().optional(),
  frozen: listFlag.optional(),
  enabled: listFlag.optional(),
  synced: listFlag.optional(),
  with_balance: listFlag.default(true),
});
export const memberAccountParamsSchema = z.object({ id: staffId('MEMBER_ACCOUNT_NOT_FOUND') });
/** A new game account for a member on a product. */
export const createAccountBodySchema = z.object({
  member_id: staffId('MEMBER_NOT_FOUND'),
  product_id: staffId('PRODUCT_NOT_FOUND'),
});
/** A new password for the account; without one the provider's rules pick it. */
export const accountPasswordBodySchema = z
  .object({ password: z.string().trim().min(6).max(40).optional() })
  .default({});
export const accountStatusBodySchema = z.object({
  enabled: z.boolean({ error: 'UPDATE_ACCOUNT_STATUS_FAILED' }),
});

export const playerParamsSchema = z.object({ id: staffId('PLAYER_NOT_FOUND') });
/** What staff change on a player (PUT /api/staff/players/:id). */
export const playerBodySchema = z.object({
  status: z.enum(['active', 'inactive']),
  remark: z.string().trim().max(500).nullable().default(null),
});
export type PlayerBodyInput = z.input<typeof playerBodySchema>;
