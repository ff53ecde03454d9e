import { z } from 'zod';
import { memberAccountViewSchema } from '../staff-member-accounts.ts';
import { memberViewSchema } from './members.ts';
import { dataReply } from './wire.ts';

/** Request and reply schemas of the Workstation: account ID lookup, balance, score log. */

export const workstationLookupQuerySchema = z.object({ account_id: z.string().max(100).default('') });
export type WorkstationLookupQuery = z.input<typeof workstationLookupQuerySchema>;

/** A game account as the Workstation lists it: the staff view's fields and whether its product is in maintenance. */
export const workstationAccountSchema = memberAccountViewSchema
  .pick({
    id: true,
    product_id: true,
    product_name: true,
    username: true,
    status: true,
    enabled: true,
    frozen: true,
    locked: true,
    synced: true,
  })
  .extend({ maintenance: z.boolean() });
export type WorkstationAccount = z.input<typeof workstationAccountSchema>;

/** The member found, their game accounts, and the one the looked-up ID named (null: by phone). */
export const playerLookupSchema = z.object({
  member: memberViewSchema,
  accounts: z.array(workstationAccountSchema),
  matched_account_id: z.number().nullable(),
});
export type PlayerLookup = z.input<typeof playerLookupSchema>;
export const playerLookupReplySchema = dataReply(playerLookupSchema);
export type PlayerLookupReply = z.input<typeof playerLookupReplySchema>;

export const workstationAccountParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** The provider's balance in sen; null while the account is not created at the provider yet. */
export const playerBalanceReplySchema = dataReply(z.object({ balance_sen: z.number().nullable() }));
export type PlayerBalanceReply = z.input<typeof playerBalanceReplySchema>;

export const scoreLogQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) });
export type ScoreLogQuery = z.input<typeof scoreLogQuerySchema>;

/** One move of the provider's score log, as the provider reported it. */
export const scoreEntrySchema = z.object({
  providerTxId: z.string(),
  reference: z.string().nullable(),
  username: z.string(),
  kind: z.enum(['deposit', 'withdraw', 'bet', 'win', 'set']),
  amountSen: z.number(),
  balanceBeforeSen: z.number(),
  balanceAfterSen: z.number(),
  at: z.string(),
});
export type ScoreEntry = z.input<typeof scoreEntrySchema>;
export const scoreLogReplySchema = dataReply(z.array(scoreEntrySchema));
export type ScoreLogReply = z.input<typeof scoreLogReplySchema>;
