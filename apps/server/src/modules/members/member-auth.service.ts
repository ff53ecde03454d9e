import type { AuthReply } from '@topup/contracts/member-api.ts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import { hashSecret, newSecret } from '../../platform/tokens.ts';
import { getSiteSettings } from '../settings/settings.service.ts';
import { members, memberTokens } from './members.table.ts';

export type AuthenticatedMember = typeof members.$inferSelect;

/** `last_used_at` is written at most this often per token. */
const LAST_USED_STEP_MS = 60_000;

/**
 * The member behind a token, or 401. Every member money call starts here (the spec sends
 * the token in each body). Revoked tokens, expired ones (unused for the setting
 * `member_link_days`, counted from the last use or else the issue) and inactive members are
 * refused; each use is recorded in `last_used_at`, so a member who keeps coming back is never
 * cut off while a link nobody uses dies.
 */
export async function authenticateMember(db: Db, token: string, now: Date): Promise<AuthenticatedMember> {
  const { member_link_days: days } = await getSiteSettings(db);
  const rows = await db
    .select({ member: members, tokenId: memberTokens.id, lastUsedAt: memberTokens.lastUsedAt })
    .from(memberTokens)
    .innerJoin(members, eq(members.id, memberTokens.memberId))
    .where(
      and(
        eq(memberTokens.tokenHash, hashSecret(token)),
        isNull(memberTokens.revokedAt),
        days > 0
          ? sql`coalesce(${memberTokens.lastUsedAt}, ${memberTokens.createdAt}) > ${new Date(now.getTime() - days * 86_400_000).toISOString()}::timestamptz`
          : undefined,
      ),
    )
    .limit(1);
  const row = rows[0];
  if (row?.member.status !== 'active') throw new DomainError('CONTACT_CS', {}, { status: 401 });
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_STEP_MS)
    await db.update(memberTokens).set({ lastUsedAt: now }).where(eq(memberTokens.id, row.tokenId));
  return row.member;
}

/** Issues a new member link token (staff: 'member link'); only its hash is stored. */
export async function issueMemberToken(
  db: Db,
  memberId: number,
  createdBy: number | null,
  now: Date,
  secret = newSecret(),
) {
  await db
    .insert(memberTokens)
    .values({ memberId, tokenHash: hashSecret(secret), createdBy, createdAt: now });
  return secret;
}

export async function revokeMemberTokens(db: Db, memberId: number, now: Date) {
  await db
    .update(memberTokens)
    .set({ revokedAt: now })
    .where(and(eq(memberTokens.memberId, memberId), isNull(memberTokens.revokedAt)));
}

export async function memberAuthReply(
  db: Db,
  member: AuthenticatedMember,
  latestTransaction: (
    db: Db,
    memberId: number,
  ) => Promise<Extract<AuthReply, { status: true }>['transaction']>,
): Promise<AuthReply> {
  const site = await getSiteSettings(db);
  return {
    status: true,
    user: {
      id: member.id,
      name: member.name,
      phone: member.phone,
      whatsapp_link: site.whatsapp_link,
      telegram_link: site.telegram_link,
      avaliable_spin: member.spinChances,
    },
    transaction: await latestTransaction(db, member.id),
  };
}
