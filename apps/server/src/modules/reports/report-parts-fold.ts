import { sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Db } from '../../platform/db/client.ts';
import { runPeriodically } from '../../platform/periodic.ts';
import { queryRows } from './report-query.ts';

/**
 * Folds the money and ledger summary rows kept in parts (migration 0506) of the business days
 * before `now`'s into one row each (migration 0508): only the day being written needs its
 * parts, and past days read 16 times fewer rows. Returns the rows written; the sums never change.
 */
export async function foldReportParts(db: Db, now: Date): Promise<number> {
  const [row] = await queryRows(
    db,
    sql`select report_parts_fold((${now.toISOString()}::timestamptz at time zone business_time_zone())::date) as n`,
  );
  return Number(row?.n ?? 0);
}

/**
 * Folds past days' parts at start and then every `intervalMs` in this instance
 * (REPORT_FOLD_INTERVAL_MS; 0 turns it off). Several instances may run it at once: each fold is
 * one statement per summary under the rows' locks, and a second finds nothing left to fold.
 * Returns a stop function.
 */
export function startReportPartsFold(
  ctx: AppContext,
  log: { error: (obj: object, msg: string) => void },
  intervalMs = ctx.config.reportFoldIntervalMs,
): () => void {
  return runPeriodically(
    intervalMs,
    () => foldReportParts(ctx.db, ctx.now()),
    (err) => log.error({ err }, 'folding report parts failed'),
  );
}
