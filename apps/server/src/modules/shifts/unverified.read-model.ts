import { QUEUE_TABS } from '@topup/contracts/queue-tabs.ts';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { transactions } from '../transactions/transactions.table.ts';

export type UnverifiedCounts = { deposits: number; withdrawals: number };

/**
 * What an operator approved in [from, to) that is still in the queues' "To verify" tab
 * (queue-tabs.ts): deposits credited and not yet matched to the bank, withdrawals approved and
 * not yet paid out. The one count behind the shift close and the logout warning (through
 * shift.service.ts's currentShift); the Shift report counts the same thing per shift.
 */
export async function unverifiedCounts(
  db: Db,
  input: { operatorId: number; from: Date; to: Date },
): Promise<UnverifiedCounts> {
  const [row] = await db
    .select({
      deposits: sql<number>`count(*) filter (where ${transactions.type} = 'deposit')::int`,
      withdrawals: sql<number>`count(*) filter (where ${transactions.type} = 'withdrawal')::int`,
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.claimedBy, input.operatorId),
        inArray(transactions.type, ['deposit', 'withdrawal']),
        inArray(transactions.status, [...QUEUE_TABS.to_verify]),
        gte(transactions.processedAt, input.from),
        lt(transactions.processedAt, input.to),
      ),
    );
  return { deposits: Number(row?.deposits ?? 0), withdrawals: Number(row?.withdrawals ?? 0) };
}
