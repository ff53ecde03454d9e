import type { PendingCountsReply } from '@topup/contracts/api/live-events.ts';
import type { QueueEvent } from '@topup/contracts/staff-session.ts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { type GatewayScope, gatewayCondition } from '../transactions/payment-gateway.read-model.ts';
import { transactions } from '../transactions/transactions.table.ts';

/**
 * How many deposits and withdrawals wait (status pending), for the queues the operator may see
 * and within their role's payment gateway.
 */
export async function pendingCounts(
  db: Db,
  kinds: Set<QueueEvent['kind']>,
  scope: GatewayScope,
): Promise<PendingCountsReply> {
  if (!kinds.size) return { deposit: null, withdrawal: null };
  const [row] = await db
    .select({
      deposit: sql<number>`count(*) filter (where ${transactions.type} = 'deposit')::int`,
      withdrawal: sql<number>`count(*) filter (where ${transactions.type} = 'withdrawal')::int`,
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.status, 'pending'),
        inArray(transactions.type, [...kinds]),
        gatewayCondition(scope),
      ),
    );
  return {
    deposit: kinds.has('deposit') ? Number(row?.deposit ?? 0) : null,
    withdrawal: kinds.has('withdrawal') ? Number(row?.withdrawal ?? 0) : null,
  };
}
