import type { MemberLinkStatus } from '@topup/contracts/api/members.ts';
import { and, count, desc, eq, isNull, max } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { type Actor, recordActivity } from '../audit/record-activity.ts';
import { issueMemberToken, revokeMemberTokens } from './member-auth.service.ts';
import { members, memberTokens } from './members.table.ts';

export async function memberLinkStatus(db: Db, memberId: number): Promise<MemberLinkStatus> {
  const [row] = await db
    .select({ n: count(), issued: max(memberTokens.createdAt), used: max(memberTokens.lastUsedAt) })
    .from(memberTokens)
    .where(and(eq(memberTokens.memberId, memberId), isNull(memberTokens.revokedAt)));
  return {
    active: (row?.n ?? 0) > 0,
    issued_at: row?.issued ? new Date(row.issued).toISOString() : null,
    last_used_at: row?.used ? new Date(row.used).toISOString() : null,
  };
}

async function assertMember(db: Db, memberId: number) {
  const [row] = await db.select({ id: members.id }).from(members).where(eq(members.id, memberId)).limit(1);
  if (!row) throw new DomainError('MEMBER_NOT_FOUND');
}

/**
 * Issues the member's login link. A new link replaces the old ones, so a link sent
 * to the wrong chat can be killed by sending a fresh one. The secret is returned once and
 * only its hash is stored.
 */
export async function issueMemberLink(
  db: Db,
  actor: Actor & { kind: 'operator' },
  memberId: number,
  publicUrl: string,
  now: Date,
): Promise<{ url: string; token: string }> {
  return inTransaction(db, async (tx) => {
    await assertMember(tx, memberId);
    await revokeMemberTokens(tx, memberId, now);
    const token = await issueMemberToken(tx, memberId, actor.operatorId, now);
    await recordActivity(tx, actor, {
      action: 'member.link.issue',
      targetType: 'member',
      targetId: memberId,
      memberId,
    });
    return { token, url: `${publicUrl.replace(/\/$/, '')}/?token=${encodeURIComponent(token)}` };
  });
}

export async function revokeMemberLink(db: Db, actor: Actor, memberId: number, now: Date): Promise<void> {
  await inTransaction(db, async (tx) => {
    await assertMember(tx, memberId);
    await revokeMemberTokens(tx, memberId, now);
    await recordActivity(tx, actor, {
      action: 'member.link.revoke',
      targetType: 'member',
      targetId: memberId,
      memberId,
    });
  });
}

/** Newest token rows first, for the member's history. */
export async function memberTokenHistory(db: Db, memberId: number) {
  return db
    .select({
      created_at: memberTokens.createdAt,
      revoked_at: memberTokens.revokedAt,
      last_used_at: memberTokens.lastUsedAt,
    })
    .from(memberTokens)
    .where(eq(memberTokens.memberId, memberId))
    .orderBy(desc(memberTokens.createdAt))
    .limit(20);
}
