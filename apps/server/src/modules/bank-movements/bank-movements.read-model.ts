import type { BankMovementView } from '@topup/contracts/api/bank-movements.ts';
import { formatSen } from '@topup/contracts/money.ts';
import { count, eq, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import { fetchList, type ListQuery, type ListSpec } from '../../platform/pagination.ts';
import { operators } from '../access/access.table.ts';
import { banks } from '../banks/banks.table.ts';
import { bankMovements } from './bank-movements.table.ts';

// The movements list: each with its banks' names and who recorded it.
const fromBank = alias(banks, 'from_bank');
const toBank = alias(banks, 'to_bank');

const spec: ListSpec = {
  sortable: { id: bankMovements.id, amount: bankMovements.amountSen, created_at: bankMovements.createdAt },
  defaultSort: '-created_at',
  tiebreak: bankMovements.id,
  searchable: [bankMovements.remark, fromBank.bankName, toBank.bankName],
  dateColumn: bankMovements.createdAt,
};

const bankLabel = (name: string | null, number: string | null) =>
  name === null ? null : `${name} ${number}`;

function joined(db: Db) {
  return db
    .select({
      m: bankMovements,
      fromName: fromBank.bankName,
      fromNumber: fromBank.accountNumber,
      toName: toBank.bankName,
      toNumber: toBank.accountNumber,
      createdBy: operators.name,
    })
    .from(bankMovements)
    .leftJoin(fromBank, eq(fromBank.id, bankMovements.fromBankId))
    .leftJoin(toBank, eq(toBank.id, bankMovements.toBankId))
    .leftJoin(operators, eq(operators.id, bankMovements.createdBy));
}

type Row = {
  m: typeof bankMovements.$inferSelect;
  fromName: string | null;
  fromNumber: string | null;
  toName: string | null;
  toNumber: string | null;
  createdBy: string | null;
};

function view(r: Row): BankMovementView {
  return {
    id: r.m.id,
    kind: r.m.kind,
    from_bank_id: r.m.fromBankId,
    from_bank: bankLabel(r.fromName, r.fromNumber),
    to_bank_id: r.m.toBankId,
    to_bank: bankLabel(r.toName, r.toNumber),
    amount: formatSen(r.m.amountSen),
    category: r.m.category,
    remark: r.m.remark,
    created_by: r.createdBy,
    created_at: r.m.createdAt.toISOString(),
  };
}

export async function listBankMovements(
  db: Db,
  query: ListQuery,
  filter: { kind?: 'transfer' | 'expense'; bankId?: number },
) {
  return fetchList<BankMovementView>(
    query,
    spec,
    {
      rows: async (w) =>
        (
          await joined(db)
            .where(w.where)
            .orderBy(...w.orderBy)
            .limit(w.limit)
            .offset(w.offset)
        ).map(view),
      count: async (where) =>
        (
          await db
            .select({ n: count() })
            .from(bankMovements)
            .leftJoin(fromBank, eq(fromBank.id, bankMovements.fromBankId))
            .leftJoin(toBank, eq(toBank.id, bankMovements.toBankId))
            .where(where)
        )[0]?.n ?? 0,
    },
    [
      filter.kind === undefined ? undefined : eq(bankMovements.kind, filter.kind),
      filter.bankId === undefined
        ? undefined
        : or(eq(bankMovements.fromBankId, filter.bankId), eq(bankMovements.toBankId, filter.bankId)),
    ],
  );
}

export async function getBankMovement(db: Db, id: number): Promise<BankMovementView> {
  const [row] = await joined(db).where(eq(bankMovements.id, id));
  if (!row) throw new DomainError('NOT_FOUND');
  return view(row);
}
