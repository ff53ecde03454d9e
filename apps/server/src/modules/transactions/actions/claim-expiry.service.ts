import { and, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { inTransaction } from '../../../platform/db/transaction.ts';
import { recordActivity } from '../../audit/record-activity.ts';
import { claimCutoff } from '../../settings/claim-expiry.ts';
import { transactions } from '../transactions.table.ts';

/** At most this many claims are released per run; the next run takes the rest. */
const RELEASE_BATCH = 200;

/**
 * Releases the claims on pending deposits and withdrawals whose holder went away (older than
 * the claim expiry setting), so every open queue shows them free again: the queue trigger tells
 * each desk live. The actions already ignore an expired claim; this makes it visible.
 */
export async function releaseExpiredClaims(db: Db, now: Date): Promise<number> {
  const cutoff = await claimCutoff(db, now);
  return inTransaction(db, async (tx) => {
    const due = await tx
      .select({ id: transactions.id, memberId: transactions.memberId, claimedBy: transactions.claimedBy })
      .from(transactions)
      .where(
        and(
          eq(transactions.status, 'pending'),
          isNotNull(transactions.claimedBy),
          lt(transactions.claimedAt, cutoff),
        ),
      )
      .limit(RELEASE_BATCH)
      .for('update', { skipLocked: true });
    if (!due.length) return 0;
    await tx
      .update(transactions)
      .set({ claimedBy: null, claimedAt: null, updatedAt: now })
      .where(
        inArray(
          transactions.id,
          due.map((d) => d.id),
        ),
      );
    for (const d of due)
      await recordActivity(
        tx,
        { kind: 'system' },
        {
          action: 'transaction.claim_expired',
          targetType: 'transaction',
          targetId: d.id,
          memberId: d.memberId,
          before: { claimed_by: d.claimedBy },
          after: { claimed_by: null },
        },
      );
    return due.length;
  });
}
