import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { type Actor, recordActivity } from '../audit/record-activity.ts';
import { members } from './members.table.ts';

/** Flags the member as fraud (a transaction of theirs was marked fraud), in the caller's transaction. */
export async function flagMemberFraud(db: Db, memberId: number, now: Date) {
  await db.update(members).set({ fraud: true, updatedAt: now }).where(eq(members.id, memberId));
}

/**
 * Clears a member's fraud flag (from the Fraud report) with the reason, logged. Flagged
 * transactions stay marked: the flag on the member is what stops new business.
 */
export async function clearMemberFraud(
  db: Db,
  actor: Actor & { kind: 'operator' },
  input: { memberId: number; remark: string },
  now: Date,
): Promise<{ id: number; fraud: boolean }> {
  const remark = input.remark.trim();
  if (!remark) throw new DomainError('REMARK_REQUIRED');
  return inTransaction(db, async (tx) => {
    await tx.execute(sql`select id from ${members} where ${members.id} = ${input.memberId} for update`);
    const [before] = await tx
      .select({ fraud: members.fraud })
      .from(members)
      .where(eq(members.id, input.memberId));
    if (!before) throw new DomainError('MEMBER_NOT_FOUND');
    if (before.fraud) {
      await tx.update(members).set({ fraud: false, updatedAt: now }).where(eq(members.id, input.memberId));
      await recordActivity(tx, actor, {
        action: 'member.fraud_clear',
        targetType: 'member',
        targetId: input.memberId,
        memberId: input.memberId,
        before: { fraud: true },
        after: { fraud: false, remark },
      });
    }
    return { id: input.memberId, fraud: false };
  });
}
