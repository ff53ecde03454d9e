import type { ListPage } from '@topup/contracts/list-page.ts';
import type { BankOption, BankTransactionView } from '@topup/contracts/staff-operations.ts';
import { asc, count, eq, gt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { fetchList, type ListQuery, type ListSpec } from '../../platform/pagination.ts';
import { operators } from '../access/access.table.ts';
import { type Actor, recordActivity } from '../audit/record-activity.ts';
import { getBank } from '../banks/banks.service.ts';
import { banks } from '../banks/banks.table.ts';
import { type BankTransactionType, bankLineMatches, bankTransactions } from './bank-transactions.table.ts';

/** What staff type in: exactly one of deposit or withdraw is above zero. */
export type BankTransactionInput = {
  bank_id: number;
  transacted_at: Date;
  description: string;
  deposit_sen: number;
  withdraw_sen: number;
  balance_sen: number | null;
  receipt: string | null;
  type: BankTransactionType;
  extra_copy: boolean;
  remark: string | null;
};

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

function view(row: Row): BankTransactionView {
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
): Promise<ListPage<BankTransactionView>> {
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
      rows: async ({ where, orderBy, limit, offset }) =>
        (
          await joined(db)
            .where(where)
            .orderBy(...orderBy)
            .limit(limit)
            .offset(offset)
        ).map(view),
      count: async (where) => {
        const [row] = await db.select({ n: count() }).from(bankTransactions).where(where);
        return row?.n ?? 0;
      },
    },
    extra,
  );
}

export async function getBankTransaction(db: Db, id: number): Promise<BankTransactionView> {
  const [row] = await joined(db).where(eq(bankTransactions.id, id)).limit(1);
  if (!row) throw new DomainError('BANK_TRANSACTION_NOT_FOUND');
  return view(row);
}

function assertOneAmount(input: BankTransactionInput) {
  if (input.deposit_sen > 0 === input.withdraw_sen > 0)
    throw new DomainError(
      'BANK_TRANSACTION_AMOUNT_REQUIRED',
      {},
      { fields: { deposit_amount: 'BANK_TRANSACTION_AMOUNT_REQUIRED' } },
    );
}

const audit = (v: BankTransactionView) => ({
  bank_id: v.bank_id,
  transacted_at: v.transacted_at,
  description: v.description,
  deposit_sen: v.deposit_sen,
  withdraw_sen: v.withdraw_sen,
  balance_sen: v.balance_sen,
  receipt: v.receipt,
  type: v.type,
  extra_copy: v.extra_copy,
  remark: v.remark,
});

export async function createBankTransaction(
  db: Db,
  actor: Actor & { kind: 'operator' },
  input: BankTransactionInput,
): Promise<BankTransactionView> {
  assertOneAmount(input);
  return inTransaction(db, async (tx) => {
    await getBank(tx, input.bank_id, false);
    const [row] = await tx
      .insert(bankTransactions)
      .values({
        bankId: input.bank_id,
        transactedAt: input.transacted_at,
        hasTime: true,
        description: input.description,
        depositSen: input.deposit_sen,
        withdrawSen: input.withdraw_sen,
        balanceSen: input.balance_sen,
        receipt: input.receipt,
        type: input.type,
        extraCopy: input.extra_copy,
        remark: input.remark,
        createdBy: actor.operatorId,
        updatedBy: actor.operatorId,
      })
      .returning({ id: bankTransactions.id });
    const created = await getBankTransaction(tx, row!.id);
    await recordActivity(tx, actor, {
      action: 'bank_transaction.create',
      targetType: 'bank_transaction',
      targetId: created.id,
      after: audit(created),
    });
    return created;
  });
}

/**
 * Edits a line. Once it is claimed (matched to a deposit), its bank, amounts and date are the
 * evidence of that match and stay fixed; description, receipt, type and remark may change.
 */
export async function updateBankTransaction(
  db: Db,
  actor: Actor & { kind: 'operator' },
  id: number,
  input: BankTransactionInput,
  now: Date,
): Promise<BankTransactionView> {
  assertOneAmount(input);
  return inTransaction(db, async (tx) => {
    await tx.execute(sql`select id from ${bankTransactions} where ${bankTransactions.id} = ${id} for update`);
    const before = await getBankTransaction(tx, id);
    const evidenceChanged =
      input.bank_id !== before.bank_id ||
      input.deposit_sen !== before.deposit_sen ||
      input.withdraw_sen !== before.withdraw_sen ||
      input.transacted_at.toISOString() !== before.transacted_at;
    if (before.claimed && evidenceChanged) throw new DomainError('BANK_TRANSACTION_CLAIMED');
    if (before.claimed && input.extra_copy) throw new DomainError('BANK_TRANSACTION_CLAIMED');
    if (input.bank_id !== before.bank_id) await getBank(tx, input.bank_id, false);
    await tx
      .update(bankTransactions)
      .set({
        bankId: input.bank_id,
        transactedAt: input.transacted_at,
        hasTime: evidenceChanged ? true : before.has_time,
        description: input.description,
        depositSen: input.deposit_sen,
        withdrawSen: input.withdraw_sen,
        balanceSen: input.balance_sen,
        receipt: input.receipt,
        type: input.type,
        extraCopy: input.extra_copy,
        remark: input.remark,
        updatedBy: actor.operatorId,
        updatedAt: now,
      })
      .where(eq(bankTransactions.id, id));
    const after = await getBankTransaction(tx, id);
    await recordActivity(tx, actor, {
      action: 'bank_transaction.update',
      targetType: 'bank_transaction',
      targetId: id,
      before: audit(before),
      after: audit(after),
    });
    return after;
  });
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
