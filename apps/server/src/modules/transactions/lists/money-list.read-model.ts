// lists/: the money screens' reads: the transaction lists and their filters, one transaction's
// detail, the forms' options, and the JSON a transaction is shown as. Nothing here writes.

import type { MoneyRow as MoneyRowView } from '@topup/contracts/api/money.ts';
import type { TransactionStatus, TransactionType } from '@topup/contracts/transaction-state.ts';
import { type AnyColumn, and, count, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../platform/db/client.ts';
import { fetchList, type ListQuery, type ListSpec, searchPattern } from '../../../platform/pagination.ts';
import { operators } from '../../access/access.table.ts';
import { banks } from '../../banks/banks.table.ts';
import { memberAccounts } from '../../member-accounts/member-accounts.table.ts';
import { members } from '../../members/members.table.ts';
import { products } from '../../products/products.table.ts';
import { type GatewayScope, gatewayCondition } from '../payment-gateway.read-model.ts';
import { type Transaction, transactions } from '../transactions.table.ts';
import { transactionJson } from './transaction-json.ts';

export type MoneyFilter = {
  type?: TransactionType;
  status?: TransactionStatus[];
  verification?: 'progress' | 'verified' | 'fail';
  memberId?: number;
  memberAccountId?: number;
  timeout?: boolean;
  fraud?: boolean;
  /** Only those waiting for a second approval (pending, approved once above a limit). */
  awaitingSecondApproval?: boolean;
  /** The operator's payment gateway: deposits and withdrawals of other bank groups are left out. */
  gateway?: GatewayScope;
};

/** Sorts only on indexed columns of transactions (migration 0440), each with the id tiebreak. */
const spec: ListSpec = {
  sortable: {
    id: transactions.id,
    requested_at: transactions.requestedAt,
    amount: transactions.amountSen,
  },
  defaultSort: '-id',
  tiebreak: transactions.id,
  dateColumn: transactions.requestedAt,
};

/** What a page of a search selects from each part: the id and every sortable column. */
const sortColumns = {
  id: transactions.id,
  requested_at: transactions.requestedAt,
  amount_sen: transactions.amountSen,
};

/**
 * A search as two disjoint parts: the transactions of members whose name or phone matches (the
 * planner sizes the members from their trigram indexes: a broad match walks transactions in the
 * list's order and checks each row's member until the page is full; a narrow one reads its
 * members' transactions), and those of matching game accounts whose member did not match. As
 * one `id in (... union ...)` every match had to be found and de-duplicated before the first row
 * (q=tan: ~37,000 transactions, 190 ms). The accounts' part is `fenced` (planned on its own,
 * OFFSET 0): with few rows expected, its LIMIT would make the planner walk every transaction.
 */
type SearchPart = { where: SQL | undefined; fenced?: boolean };

function searchParts(pattern: string): SearchPart[] {
  return [
    {
      where: sql`${transactions.memberId} in
        (select m.id from members m where m.name ilike ${pattern} or m.phone ilike ${pattern})`,
    },
    {
      where: sql`${transactions.memberAccountId} in
          (select a.id from member_accounts a where a.username ilike ${pattern})
        and not exists (select 1 from members m where m.id = ${transactions.memberId}
          and (m.name ilike ${pattern} or m.phone ilike ${pattern}))`,
      fenced: true,
    },
  ];
}

type Joined = {
  t: Transaction;
  memberName: string;
  memberPhone: string;
  username: string | null;
  productName: string | null;
  depositBankName: string | null;
  withdrawBankName: string | null;
  claimedByName: string | null;
  createdByName: string | null;
  firstApprovedByName: string | null;
  toUsername: string | null;
  toProductName: string | null;
};

export type MoneyRow = ReturnType<typeof moneyRow>;

function moneyRow(r: Joined): MoneyRowView {
  // Added to transactionJson's object, not spread into a new one: spreading its 32 properties
  // took ~40 us a row in V8 (a 100-row page: 4 ms), the assignment ~2 us. The same keys in the
  // same order.
  return Object.assign(transactionJson(r.t), {
    member_name: r.memberName,
    member_phone: r.memberPhone,
    username: r.username,
    product_name: r.productName,
    deposit_bank_name: r.depositBankName,
    withdraw_bank_name: r.withdrawBankName,
    claimed_by_name: r.claimedByName,
    created_by_name: r.createdByName,
    first_approved_by_name: r.firstApprovedByName,
    to_username: r.toUsername,
    to_product_name: r.toProductName,
  });
}

function filterConditions(filter: MoneyFilter): SQL[] {
  const c: SQL[] = [];
  if (filter.type) c.push(eq(transactions.type, filter.type));
  if (filter.status?.length) c.push(inArray(transactions.status, filter.status));
  if (filter.verification) c.push(eq(transactions.verification, filter.verification));
  if (filter.memberId) c.push(eq(transactions.memberId, filter.memberId));
  if (filter.memberAccountId) c.push(eq(transactions.memberAccountId, filter.memberAccountId));
  if (filter.timeout !== undefined) c.push(eq(transactions.timeout, filter.timeout));
  if (filter.fraud !== undefined) c.push(eq(transactions.fraud, filter.fraud));
  if (filter.awaitingSecondApproval)
    c.push(and(eq(transactions.status, 'pending'), isNotNull(transactions.firstApprovedBy))!);
  const gateway = filter.gateway && gatewayCondition(filter.gateway);
  if (gateway) c.push(gateway);
  return c;
}

/** `(select <column> from <table> where <table>.id = <key>)`: one name from a lookup table. */
function nameOf<T extends PgTable & { id: AnyColumn }>(table: T, column: AnyColumn, key: AnyColumn) {
  return sql<string | null>`(select ${column} from ${table} where ${table.id} = ${key})`;
}

/**
 * A page's transactions with their names. Only members, game accounts and their products are
 * joined; the banks, operators and the transfer's target account are scalar subqueries: ten joined
 * tables (past join_collapse_limit) cost 9-18 ms to plan for a 20-row page whose SQL executes in 4.
 */
function joined(db: Db, total: SQL<unknown> = sql`null`) {
  return db
    .select({
      total,
      t: transactions,
      memberName: members.name,
      memberPhone: members.phone,
      username: memberAccounts.username,
      productName: products.name,
      depositBankName: nameOf(banks, banks.bankName, transactions.depositBankId),
      withdrawBankName: nameOf(banks, banks.bankName, transactions.withdrawBankId),
      claimedByName: nameOf(operators, operators.name, transactions.claimedBy),
      createdByName: nameOf(operators, operators.name, transactions.createdBy),
      firstApprovedByName: nameOf(operators, operators.name, transactions.firstApprovedBy),
      toUsername: nameOf(memberAccounts, memberAccounts.username, transactions.toMemberAccountId),
      // Inside the subquery its member_accounts and products are its own, not the page's joins.
      toProductName: sql<string | null>`(select ${products.name} from ${memberAccounts} join ${products}
        on ${products.id} = ${memberAccounts.productId} where ${memberAccounts.id} = ${transactions.toMemberAccountId})`,
    })
    .from(transactions)
    .innerJoin(members, eq(members.id, transactions.memberId))
    .leftJoin(memberAccounts, eq(memberAccounts.id, transactions.memberAccountId))
    .leftJoin(products, eq(products.id, memberAccounts.productId));
}

/**
 * Transaction list and the pending queues: server paging, sort, search, date range, CSV.
 * Every condition is on transactions alone, so the page's ids come from transactions' own
 * indexes (a deep page walks index entries, not ten joined tables) and only those rows are
 * joined for their names.
 */
export async function listMoney(db: Db, query: ListQuery, filter: MoneyFilter) {
  const parts = query.q ? searchParts(searchPattern(query.q)) : [{ where: undefined }];
  // Each part with the list's filters (without a search: the filters alone), named transactions.
  const selects = (
    where: SQL | undefined,
    columns: { id: typeof transactions.id } = { id: transactions.id },
  ) =>
    parts.map((part) => {
      const select = db.select(columns).from(transactions).where(and(where, part.where));
      return part.fenced ? sql`select * from (${select.offset(0)}) as "transactions"` : sql`${select}`;
    });
  return fetchList<MoneyRow>(
    query,
    spec,
    {
      db,
      // The page with its total in one statement (the count a scalar subquery of it).
      page: async ({ where, orderBy, limit, offset }, total) => {
        const order = sql.join(orderBy, sql`, `);
        // A search: each part's first offset + limit rows in the list's order, then the page of
        // their union (named transactions, so the order's columns are its own).
        const page =
          parts.length > 1
            ? sql`select "id" from (${sql.join(
                selects(where, sortColumns).map(
                  (part) => sql`(${part} order by ${order} limit ${offset + limit})`,
                ),
                sql` union all `,
              )}) as "transactions" order by ${order} limit ${limit} offset ${offset}`
            : sql`${selects(where)[0]} order by ${order} limit ${limit} offset ${offset}`;
        // = any(array(...)): the ids become one parameter the planner starts from.
        const rows = await joined(db, total)
          .where(sql`${transactions.id} = any(array(${page}))`)
          .orderBy(...orderBy);
        return { rows: rows.map(moneyRow), total: rows[0]?.total };
      },
      counted: (where) => sql.join(selects(where), sql` union all `),
      // Every transaction: neither a filter nor a search.
      whole: (where) => !where && !query.q,
    },
    filterConditions(filter),
  );
}

/** One transaction with its names, or undefined. */
export async function moneyRowById(db: Db, id: number): Promise<MoneyRow | undefined> {
  const [row] = await joined(db).where(eq(transactions.id, id));
  return row ? moneyRow(row) : undefined;
}

/** How many transactions within the operator's gateway wait for a second approval (the menu badge). */
export async function countAwaitingSecondApproval(db: Db, gateway: GatewayScope): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(transactions)
    .where(and(...filterConditions({ awaitingSecondApproval: true, gateway })));
  return row?.n ?? 0;
}
