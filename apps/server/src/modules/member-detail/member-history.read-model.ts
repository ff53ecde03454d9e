import type { MemberHistoryEntry, MemberTransactionRow } from '@topup/contracts/api/members.ts';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { operators } from '../access/access.table.ts';
import { activityLog } from '../audit/activity-log.table.ts';
import { type GatewayScope, gatewayCondition } from '../transactions/payment-gateway.read-model.ts';
import { transactions } from '../transactions/transactions.table.ts';

const HISTORY_LIMIT = 50;

/** The member's 'histories': what was done to or by the member, newest first. */
export async function memberHistory(db: Db, memberId: number): Promise<MemberHistoryEntry[]> {
  const rows = await db
    .select({ log: activityLog, operator: operators.name })
    .from(activityLog)
    .leftJoin(operators, eq(operators.id, activityLog.operatorId))
    .where(
      or(
        eq(activityLog.memberId, memberId),
        sql`${activityLog.targetType} = 'member' and ${activityLog.targetId} = ${String(memberId)}`,
      ),
    )
    .orderBy(desc(activityLog.id))
    .limit(HISTORY_LIMIT);
  return rows.map((r) => ({
    id: r.log.id,
    action: r.log.action,
    operator: r.operator,
    before: r.log.before,
    after: r.log.after,
    at: r.log.createdAt.toISOString(),
  }));
}

/**
 * The member's latest money transactions (read-only view of the money core's table), those of
 * the operator's payment gateway only.
 */
export async function memberRecentTransactions(
  db: Db,
  memberId: number,
  gateway: GatewayScope,
): Promise<MemberTransactionRow[]> {
  const rows = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.memberId, memberId), gatewayCondition(gateway)))
    .orderBy(desc(transactions.id))
    .limit(20);
  return rows.map((t) => ({
    id: t.id,
    type: t.type,
    amount_sen: t.amountSen,
    status: t.status,
    verification: t.verification,
    requested_at: t.requestedAt.toISOString(),
  }));
}
