import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { transactions } from '../transactions.table.ts';

/**
 * What bank matching (bank-transactions) changes on transactions: a deposit's verification
 * from the statement line that paid it. The line, its matches and their activity log stay there.
 */
export type MatchedTransaction = typeof transactions.$inferSelect;

/** Locks the transactions a line is to be matched to, in id order, so two confirmations cannot race. */
export function lockForMatch(db: Db, ids: number[]): Promise<MatchedTransaction[]> {
  return db
    .select()
    .from(transactions)
    .where(inArray(transactions.id, ids))
    .orderBy(asc(transactions.id))
    .for('update');
}

/** A waiting deposit checked against its line: verified, or 'fail' when the amounts disagree. */
export async function verifyByBankLine(
  db: Db,
  transactionId: number,
  verdict: 'verified' | 'fail',
  verifySen: number,
  now: Date,
): Promise<void> {
  await db
    .update(transactions)
    .set({ verification: verdict, verifyAmountSen: verifySen, updatedAt: now })
    .where(eq(transactions.id, transactionId));
}

/** Deposits a match verified wait for their line again (the match was undone). */
export async function reopenBankVerification(db: Db, transactionIds: number[], now: Date): Promise<void> {
  await db
    .update(transactions)
    .set({ verification: 'progress', verifyAmountSen: null, updatedAt: now })
    .where(inArray(transactions.id, transactionIds));
}
