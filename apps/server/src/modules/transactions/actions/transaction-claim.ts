import { statusesFrom, type TransactionAction } from '@topup/contracts/transaction-state.ts';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { assert } from '../../../platform/errors.ts';
import { type Transaction, transactions } from '../transactions.table.ts';

/** What a claim found: the row moved on, or why not (the row as it stands now). */
export type ClaimOutcome =
  | { kind: 'claimed'; transaction: Transaction }
  | { kind: 'refused'; status: Transaction['status']; claimedBy: number | null; statusAllowed: boolean };

/**
 * Claims transaction `t` for `action`: one conditional update that applies `patch` only while
 * the row is in a status the action starts from and, with `sameClaim`, still holds the claim `t`
 * was read with. Of two parallel actions on one row, the second finds nothing to update (it waits
 * for the first's commit, then sees the row moved on), so money moves once. Refused, the row is
 * read again to say why.
 */
export async function claimForAction(
  tx: Db,
  t: Transaction,
  action: TransactionAction,
  patch: Partial<Transaction>,
  sameClaim: boolean,
): Promise<ClaimOutcome> {
  const allowed = statusesFrom(action);
  const [claimed] = await tx
    .update(transactions)
    .set(patch)
    .where(
      and(
        eq(transactions.id, t.id),
        inArray(transactions.status, [...allowed]),
        sameClaim ? claimStillHeld(t) : undefined,
      ),
    )
    .returning();
  if (claimed) return { kind: 'claimed', transaction: claimed };
  const [now] = await tx
    .select({ status: transactions.status, claimedBy: transactions.claimedBy })
    .from(transactions)
    .where(eq(transactions.id, t.id));
  assert(now !== undefined, `transaction ${t.id} still exists after a refused claim`);
  return { kind: 'refused', ...now, statusAllowed: allowed.includes(now.status) };
}

/**
 * The row's claim and first approval are those `t` was read with (a Date holds milliseconds, the
 * column micro): an approval decided on a row nobody had approved yet does not apply to one
 * somebody approved first since, and the reverse.
 */
function claimStillHeld(t: Transaction): SQL | undefined {
  return and(
    t.firstApprovedBy === null
      ? isNull(transactions.firstApprovedBy)
      : eq(transactions.firstApprovedBy, t.firstApprovedBy),
    t.claimedBy === null ? isNull(transactions.claimedBy) : eq(transactions.claimedBy, t.claimedBy),
    t.claimedAt === null
      ? isNull(transactions.claimedAt)
      : sql`date_trunc('milliseconds', ${transactions.claimedAt}) = ${t.claimedAt.toISOString()}::timestamptz`,
  );
}
