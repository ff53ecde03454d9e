import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { inTransaction } from '../../../platform/db/transaction.ts';
import { DomainError } from '../../../platform/errors.ts';
import type { ProviderCall } from '../provider-calls.table.ts';
import { transactions } from '../transactions.table.ts';
import { providerCallsOf } from './provider-call-resend.service.ts';
import { openCallsOf, recordProviderCall, sendProviderCall } from './provider-calls.service.ts';

export const DEFAULT_TRANSFER_QUIET_MS = 60_000;

type NextLeg = { purpose: 'transfer_in' | 'void'; accountId: number };

function nextLeg(
  last: ProviderCall | undefined,
  t: { memberAccountId: number | null; toMemberAccountId: number | null },
): NextLeg | null {
  if (!last || !t.memberAccountId || !t.toMemberAccountId) return null;
  if (last.purpose === 'transfer_out' && last.status === 'succeeded')
    return { purpose: 'transfer_in', accountId: t.toMemberAccountId };
  if (last.purpose === 'transfer_in' && last.status === 'failed')
    return { purpose: 'void', accountId: t.memberAccountId };
  return null;
}

/**
 * Finishes transfers whose request stopped between legs (a timeout reconciled later, a crash):
 * the credit taken out goes in, or back when going in was refused. Only transfers quiet for
 * `quietMs` are touched, and the transaction row is locked with SKIP LOCKED; the unique index on
 * (transaction, purpose) makes a second leg impossible even so.
 */
export async function resumeTransfers(
  db: Db,
  options: { now: Date; quietMs?: number; limit?: number },
): Promise<number> {
  const quietMs = options.quietMs ?? DEFAULT_TRANSFER_QUIET_MS;
  const candidates = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(eq(transactions.type, 'transfer'), eq(transactions.status, 'processing')))
    .orderBy(asc(transactions.id))
    .limit(options.limit ?? 50);
  let resumed = 0;
  for (const { id } of candidates) {
    const call = await inTransaction(db, async (tx) => {
      const [t] = await tx
        .select()
        .from(transactions)
        .where(and(eq(transactions.id, id), eq(transactions.status, 'processing')))
        .for('update', { skipLocked: true });
      if (!t || (await openCallsOf(tx, t.id)).length) return null;
      const last = (await providerCallsOf(tx, t.id)).at(-1);
      if (!last?.resolvedAt || options.now.getTime() - last.resolvedAt.getTime() < quietMs) return null;
      const leg = nextLeg(last, t);
      if (!leg) return null;
      return recordProviderCall(tx, {
        transactionId: t.id,
        memberAccountId: leg.accountId,
        purpose: leg.purpose,
        direction: 'deposit',
        amountSen: t.amountSen,
      });
    }).catch((error: unknown) => {
      if (error instanceof DomainError) return null;
      throw error;
    });
    if (!call) continue;
    await sendProviderCall(db, call, () => options.now);
    resumed++;
  }
  return resumed;
}
