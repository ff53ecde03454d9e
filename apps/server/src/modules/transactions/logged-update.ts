import type { SQL } from 'drizzle-orm';
import type { TypedQueryBuilder } from 'drizzle-orm/query-builders/query-builder';
import type { Db } from '../../platform/db/client.ts';
import { runNamedByText } from '../../platform/db/prepared.ts';
import { type ActivityEntry, type Actor, activityInsert } from '../audit/record-activity.ts';
import { type Transaction, transactions } from './transactions.table.ts';

/** A write not yet run (an insert or update without RETURNING), to send with another statement. */
export type PendingWrite = TypedQueryBuilder<undefined>;

/**
 * Updates the transaction `where` names and writes its activity-log row, and any `also` writes,
 * in one statement (data-modifying WITH queries: one round trip, not several). The other writes
 * run whether or not a row matched: when none did (undefined), the caller throws and its
 * database transaction rolls them all back.
 */
export async function updateTransactionLogged(
  db: Db,
  where: SQL | undefined,
  patch: Partial<Transaction>,
  log: { actor: Actor; entry: ActivityEntry },
  also: PendingWrite[] = [],
): Promise<Transaction | undefined> {
  const { after, ctes } = loggedUpdate(db, where, patch, [activityInsert(db, log.actor, log.entry), ...also]);
  // The hot path of every money action (the settle's update): planned once per shape.
  const [row] = await runNamedByText(
    db,
    db
      .with(...ctes)
      .select()
      .from(after),
  );
  return row;
}

/**
 * The WITH queries of `updateTransactionLogged`, for a caller that selects more with them (or
 * prepares the statement: `patch` may hold placeholders). `writes`: the activity-log insert and
 * any other writes that go with the update.
 */
export function loggedUpdate(
  db: Db,
  where: SQL | undefined,
  patch: Partial<Transaction>,
  writes: PendingWrite[],
) {
  const after = db.$with('after').as(db.update(transactions).set(patch).where(where).returning());
  return { after, ctes: [after, ...writes.map((write, i) => db.$with(`write_${i}`).as(write))] };
}
