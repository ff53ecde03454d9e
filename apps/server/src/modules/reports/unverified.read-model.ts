import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { queryRows } from './report-query.ts';

export type UnverifiedCounts = { deposits: number; withdrawals: number };

/**
 * What an operator approved in [from, to) that is not verified yet: deposits not matched and
 * completed against the bank, withdrawals not paid out (status still success). The Shift report
 * counts the same thing per shift.
 */
export async function unverifiedCounts(
  db: Db,
  input: { operatorId: number; from: Date; to: Date },
): Promise<UnverifiedCounts> {
  const [row] = await queryRows(
    db,
    sql`select count(*) filter (where type = 'deposit')::int as deposits,
          count(*) filter (where type = 'withdrawal')::int as withdrawals
        from transactions
        where claimed_by = ${input.operatorId} and type in ('deposit', 'withdrawal') and status = 'success'
          and processed_at >= ${input.from.toISOString()}::timestamptz
          and processed_at < ${input.to.toISOString()}::timestamptz`,
  );
  return { deposits: Number(row?.deposits ?? 0), withdrawals: Number(row?.withdrawals ?? 0) };
}
