import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { bankTransactions } from '../bank-transactions/bank-transactions.table.ts';
import { transactions } from '../transactions/transactions.table.ts';
import { transactionReceipts } from './receipts.table.ts';

/** What carries a receipt's address: the transactions (with what decides who sees them) and any bank statement line. */
export async function receiptCarriers(db: Db, url: string) {
  const [carrying, [line]] = await Promise.all([
    db
      .select({
        type: transactions.type,
        depositBankId: transactions.depositBankId,
        withdrawBankId: transactions.withdrawBankId,
      })
      .from(transactions)
      .where(eq(transactions.receipt, url)),
    db
      .select({ id: bankTransactions.id })
      .from(bankTransactions)
      .where(eq(bankTransactions.receipt, url))
      .limit(1),
  ]);
  return { transactions: carrying, bankLine: line !== undefined };
}

/** Receipts uploaded before `before` that no transaction or bank statement line carries (at `path` + id). */
export async function unattachedReceiptIds(db: Db, path: string, before: Date): Promise<number[]> {
  const url = sql`${path} || ${transactionReceipts.id}`;
  const rows = await db
    .select({ id: transactionReceipts.id })
    .from(transactionReceipts)
    .where(
      and(
        lt(transactionReceipts.createdAt, before),
        sql`not exists (select 1 from ${transactions} where ${transactions.receipt} = ${url})`,
        sql`not exists (select 1 from ${bankTransactions} where ${bankTransactions.receipt} = ${url})`,
      ),
    );
  return rows.map((row) => row.id);
}
