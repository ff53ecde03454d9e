import type {
  BankOption,
  BankTransactionRow,
  BankTransactionType,
} from '@topup/contracts/api/bank-transactions.ts';
import type { ListPage } from '@topup/contracts/list-page.ts';
import { asc, eq, gt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import {
  countOrEstimate,
  fetchList,
  inPage,
  type ListQuery,
  type ListSpec,
} from '../../platform/pagination.ts';
import { operators } from '../access/access.table.ts';
import { banks } from '../banks/banks.table.ts';
import { bankLineMatches, bankTransactions } from './bank-transactions.table.ts';

/** Bank Transactions screen: lines with their bank, the operators' names and what they matched. */
const claimer = alias(operators, 'claimer');
const creator = alias(operators, 'creator');
const updater = alias(operators, 'updater');

const selection = {
  line: bankTransactions,
  bankName: banks.bankName,
  bankHolder: banks.holder,
  bankAccount: banks.accountNumber,
  claimedBy: claimer.name,
  createdBy: creator.name,
  updatedBy: updater.name,
  transactionIds: sql<
    number[]
  >`coalesce((select json_agg(${bankLineMatches.transactionId} order by ${bankLineMatches.transactionId})
    from ${bankLineMatches} where ${bankLineMatches.bankTransactionId} = ${bankTransactions.id}), '[]'::json)`,
};

type Row = {
  line: typeof bankTransactions.$inferSelect;
  bankName: string | null;
  bankHolder: string | null;
  bankAccount: string | null;
  claimedBy: string | null;
  createdBy: string | null;
  updatedBy: string | null;
  transactionIds: number[];
};

function view(row: Row): BankTransactionRow {
  const l = row.line;
  return {
    id: l.id,
    bank_id: l.bankId,
    bank_name: row.bankName,
    bank_holder: row.bankHolder,
    bank_account_number: row.bankAccount,
    transacted_at: l.transactedAt.toISOString(),
    has_time: l.hasTime,
    description: l.description,
    deposit_sen: l.depositSen,
    withdraw_sen: l.withdrawSen,
    balance_sen: l.balanceSen,
    receipt: l.receipt,
    type: l.type,
    claimed: l.claimed,
    transaction_ids: row.transactionIds,
    claimed_by: row.claimedBy,
    claimed_at: l.claimedAt?.toISOString() ?? null,
    extra_copy: l.extraCopy,
    import_id: l.importId,
    remark: l.remark,
    created_by: row.createdBy,
    updated_by: row.updatedBy,
    created_at: l.createdAt.toISOString(),
    updated_at: l.updatedAt.toISOString(),
  };
}

function joined(db: Db) {
  return db
    .select(selection)
    .from(bankTransactions)
    .leftJoin(banks, eq(banks.id, bankTransactions.bankId))
    .leftJoin(claimer, eq(claimer.id, bankTransactions.claimedBy))
    .leftJoin(creator, eq(creator.id, bankTransactions.createdBy))
    .leftJoin(updater, eq(updater.id, bankTransactions.updatedBy));
}

const SPEC: ListSpec = {
  sortable: {
    id: bankTransactions.id,
    transacted_at: bankTransactions.transactedAt,
    deposit_sen: bankTransactions.depositSen,
    withdraw_sen: bankTransactions.withdrawSen,
    description: bankTransactions.description,
  },
  defaultSort: '-transacted_at',
  tiebreak: bankTransactions.id,
  searchable: [bankTransactions.description, bankTransactions.receipt, bankTransactions.remark],
  dateColumn: bankTransactions.transactedAt,
};

export type BankTransactionFilters = {
  bank_id?: number;
  type?: BankTransactionType;
  claimed?: boolean;
  direction?: 'deposit' | 'withdraw';
  extra_copy?: boolean;
};

export function listBankTransactions(
  db: Db,
  query: ListQuery,
  filters: BankTransactionFilters,
): Promise<ListPage<BankTransactionRow>> {
  const extra: (SQL | undefined)[] = [
    filters.bank_id ? eq(bankTransactions.bankId, filters.bank_id) : undefined,
    filters.type ? eq(bankTransactions.type, filters.type) : undefined,
    filters.claimed === undefined ? undefined : eq(bankTransactions.claimed, filters.claimed),
    filters.extra_copy === undefined ? undefined : eq(bankTransactions.extraCopy, filters.extra_copy),
    filters.direction === 'deposit' ? gt(bankTransactions.depositSen, 0) : undefined,
    filters.direction === 'withdraw' ? gt(bankTransactions.withdrawSen, 0) : undefined,
  ];
  return fetchList(
    query,
    SPEC,
    {
      rows: async (window) =>
        (
          await joined(db)
            .where(
              inPage(
                bankTransactions.id,
                db.select({ id: bankTransactions.id }).from(bankTransactions).$dynamic(),
                window,
              ),
            )
            .orderBy(...window.orderBy)
        ).map(view),
      count: (where) =>
        countOrEstimate(db, () => db.select({ id: bankTransactions.id }).from(bankTransactions).where(where)),
    },
    extra,
  );
}

export async function getBankTransaction(db: Db, id: number): Promise<BankTransactionRow> {
  const [row] = await joined(db).where(eq(bankTransactions.id, id)).limit(1);
  if (!row) throw new DomainError('BANK_TRANSACTION_NOT_FOUND');
  return view(row);
}

export async function bankOptions(db: Db): Promise<BankOption[]> {
  return db
    .select({
      id: banks.id,
      bank_name: banks.bankName,
      holder: banks.holder,
      account_number: banks.accountNumber,
    })
    .from(banks)
    .orderBy(asc(banks.position), asc(banks.id));
}
