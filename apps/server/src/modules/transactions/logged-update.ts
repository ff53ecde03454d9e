import { createHash } from 'node:crypto';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import {
  type BoundWrite,
  type PendingWrite,
  preparedStatement,
  rowPlaceholders,
  rowValues,
  type StatementValues,
} from '../../platform/db/prepared.ts';
import {
  ACTIVITY_COLUMNS,
  type ActivityEntry,
  type Actor,
  activityRow,
  activityRowInsert,
} from '../audit/record-activity.ts';
import { type Transaction, transactions } from './transactions.table.ts';

/** The statements of `updateTransactionLogged`, one per shape: columns set and writes sent with it. */
const updates = new Map<string, (db: Db, values: StatementValues) => Promise<Transaction[]>>();

/**
 * Updates transaction `id` and writes its activity-log row, and any `also` writes, in one
 * statement (data-modifying WITH queries: one round trip, not several), built and planned once
 * per shape (the columns `patch` sets and the writes' shapes: every money action's settle runs
 * it). The other writes run whether or not the row exists: when it does not (undefined), the
 * caller throws and its database transaction rolls them all back.
 */
export async function updateTransactionLogged(
  db: Db,
  id: number,
  patch: Partial<Transaction>,
  log: { actor: Actor; entry: ActivityEntry },
  also: BoundWrite[] = [],
): Promise<Transaction | undefined> {
  const columns = (Object.keys(patch) as (keyof Transaction)[]).filter((c) => patch[c] !== undefined).sort();
  const shape = [columns.join(','), ...also.map((write) => write.shape)].join('|');
  let run = updates.get(shape);
  if (!run) {
    const name = `transaction_update:${createHash('sha1').update(shape).digest('base64url').slice(0, 20)}`;
    run = preparedStatement(name, (d) => {
      const { after, ctes } = loggedUpdate(
        d,
        eq(transactions.id, sql.placeholder('id')),
        rowPlaceholders('set_', columns) as unknown as Partial<Transaction>,
        [
          activityRowInsert(d, rowPlaceholders('log_', ACTIVITY_COLUMNS)),
          ...also.map((write, i) => write.build(d, (value) => sql.placeholder(`w${i}_${value}`))),
        ],
      );
      return d
        .with(...ctes)
        .select()
        .from(after);
    });
    updates.set(shape, run);
  }
  const values: StatementValues = {
    id,
    ...rowValues('set_', Object.fromEntries(columns.map((c) => [c, patch[c]]))),
    ...rowValues('log_', activityRow(log.actor, log.entry)),
  };
  for (const [i, write] of also.entries()) Object.assign(values, rowValues(`w${i}_`, write.values));
  const [row] = await run(db, values);
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
