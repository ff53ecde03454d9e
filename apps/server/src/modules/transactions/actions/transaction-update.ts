import { eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { assert } from '../../../platform/errors.ts';
import { type ActivityEntry, type Actor, recordActivity } from '../../audit/record-activity.ts';
import { type Transaction, transactions } from '../transactions.table.ts';

/**
 * Updates transaction `id` and records the change in the activity log, in the caller's database
 * transaction (which holds the row: claimed or locked), so the two commit together.
 */
export async function updateTransactionLogged(
  tx: Db,
  id: number,
  patch: Partial<Transaction>,
  log: { actor: Actor; entry: ActivityEntry },
): Promise<Transaction> {
  const [row] = await tx.update(transactions).set(patch).where(eq(transactions.id, id)).returning();
  assert(row !== undefined, `transaction ${id} exists to update`);
  await recordActivity(tx, log.actor, log.entry);
  return row;
}
