import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { memberAccounts } from '../member-accounts/member-accounts.table.ts';
import { members } from '../members/members.table.ts';
import { products } from '../products/products.table.ts';
import { transactionJson } from './transaction-json.ts';
import { type TransactionStatus, type TransactionType, transactions } from './transactions.table.ts';

export type TransactionFilter = {
  type?: TransactionType;
  status?: TransactionStatus;
  memberId?: number;
  timeout?: boolean;
  fraud?: boolean;
  page: number;
  perPage: number;
};

/** Transactions newest first with the staff list's pagination meta (DESIGN §7). */
export async function listTransactions(db: Db, filter: TransactionFilter) {
  const conditions: SQL[] = [];
  if (filter.type) conditions.push(eq(transactions.type, filter.type));
  if (filter.status) conditions.push(eq(transactions.status, filter.status));
  if (filter.memberId) conditions.push(eq(transactions.memberId, filter.memberId));
  if (filter.timeout !== undefined) conditions.push(eq(transactions.timeout, filter.timeout));
  if (filter.fraud !== undefined) conditions.push(eq(transactions.fraud, filter.fraud));
  const where = conditions.length ? and(...conditions) : undefined;
  const [total] = await db.select({ n: count() }).from(transactions).where(where);
  const rows = await db
    .select({
      t: transactions,
      memberName: members.name,
      username: memberAccounts.username,
      productName: products.name,
    })
    .from(transactions)
    .innerJoin(members, eq(members.id, transactions.memberId))
    .leftJoin(memberAccounts, eq(memberAccounts.id, transactions.memberAccountId))
    .leftJoin(products, eq(products.id, memberAccounts.productId))
    .where(where)
    .orderBy(desc(transactions.id))
    .limit(filter.perPage)
    .offset((filter.page - 1) * filter.perPage);
  const n = total?.n ?? 0;
  const first = n === 0 ? 0 : (filter.page - 1) * filter.perPage + 1;
  return {
    data: rows.map((r) =>
      transactionJson(r.t, {
        member_name: r.memberName,
        username: r.username ?? undefined,
        product_name: r.productName ?? undefined,
      }),
    ),
    meta: {
      first,
      last: first === 0 ? 0 : first + rows.length - 1,
      total: n,
      page: filter.page,
      per_page: filter.perPage,
    },
  };
}
