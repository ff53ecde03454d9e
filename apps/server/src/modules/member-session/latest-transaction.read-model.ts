import type { MemberTransactionSummary } from '@topup/contracts/member-api.ts';
import { formatSen } from '@topup/contracts/money.ts';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { transactions } from '../transactions/transactions.table.ts';

/** The member's most recent money transaction for the auth reply, or null. */
export async function latestMemberTransaction(db: Db, memberId: number): Promise<MemberTransactionSummary> {
  const [t] = await db
    .select()
    .from(transactions)
    .where(eq(transactions.memberId, memberId))
    .orderBy(desc(transactions.id))
    .limit(1);
  if (!t) return null;
  return {
    id: t.id,
    type: t.type,
    amount: formatSen(t.amountSen),
    status: t.status,
    created_at: t.createdAt.toISOString(),
  };
}
