import type { AuthReply } from '@topup/contracts/member-api.ts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import { hashSecret, newSecret } from '../../platform/tokens.ts';
import { getSiteSettings } from '../settings/settings.service.ts';
import { members, memberTokens } from './members.table.ts';

export type AuthenticatedMember = typeof members.$inferSelect;

/**
 * The member behind a token, or 401. Every member money call starts here (the spec sends
 * the token in each body). Revoked tokens and inactive members are refused.
 */
export async function authenticateMember(db: Db, token: string): Promise<AuthenticatedMember> {
  const rows = await db
    .select({ member: members })
    .from(memberTokens)
    .innerJoin(members, eq(members.id, memberTokens.memberId))
    .where(and(eq(memberTokens.tokenHash, hashSecret(token)), isNull(memberTokens.revokedAt)))
    .limit(1);
  const member = rows[0]?.member;
  if (member?.status !== 'active') throw new DomainError('CONTACT_CS', {}, { status: 401 });
  return member;
}

/** Issues a new member link token (staff: 'member link'); only its hash is stored. */
export async function issueMemberToken(
  db: Db,
  memberId: number,
  createdBy: number | null,
  secret = newSecret(),
) {
  await db.insert(memberTokens).values({ memberId, tokenHash: hashSecret(secret), createdBy });
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
