import type { BankView } from '@topup/contracts/api/banks.ts';
import { formatSen } from '@topup/contracts/money.ts';
import { count, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import { fetchList, type ListQuery, type ListSpec } from '../../platform/pagination.ts';
import { operators } from '../access/access.table.ts';
import { ledgerBalance, ledgerBalances } from '../ledger/ledger.service.ts';
import { type Bank, bankGroups, banks } from './banks.table.ts';

// The bank list and a bank as staff see it, with its ledger balance and the names of who created
// and last changed it.
const creator = alias(operators, 'bank_creator');
const updater = alias(operators, 'bank_updater');

const spec: ListSpec = {
  sortable: {
    id: banks.id,
    bank_name: banks.bankName,
    holder: banks.holder,
    position: banks.position,
    updated_at: banks.updatedAt,
  },
  defaultSort: 'position',
  tiebreak: banks.id,
  searchable: [banks.bankName, banks.holder, banks.accountNumber],
};

export type BankJson = ReturnType<typeof bankJson>;

function bankJson(
  b: Bank,
  names: { group: string | null; createdBy: string | null; updatedBy: string | null },
  balanceSen: number,
): BankView {
  return {
    id: b.id,
    group_id: b.groupId,
    group_name: names.group,
    bank_name: b.bankName,
    holder: b.holder,
    account_number: b.accountNumber,
    qr_image: b.qrImage,
    position: b.position,
    display: b.display,
    require_receipt: b.requireReceipt,
    is_default: b.isDefault,
    balance: formatSen(balanceSen),
    created_by: names.createdBy,
    updated_by: names.updatedBy,
    created_at: b.createdAt.toISOString(),
    updated_at: b.updatedAt.toISOString(),
  };
}

function joined(db: Db) {
  return db
    .select({ b: banks, group: bankGroups.name, createdBy: creator.name, updatedBy: updater.name })
    .from(banks)
    .leftJoin(bankGroups, eq(bankGroups.id, banks.groupId))
    .leftJoin(creator, eq(creator.id, banks.createdBy))
    .leftJoin(updater, eq(updater.id, banks.updatedBy));
}

export async function listBanks(db: Db, query: ListQuery, filter: { display?: boolean }) {
  return fetchList<BankJson>(
    query,
    spec,
    {
      rows: async (w) => {
        const rows = await joined(db)
          .where(w.where)
          .orderBy(...w.orderBy)
          .limit(w.limit)
          .offset(w.offset);
        const balances = await ledgerBalances(
          db,
          'bank',
          rows.map((r) => r.b.id),
        );
        return rows.map((r) => bankJson(r.b, r, balances.get(r.b.id) ?? 0));
      },
      count: async (where) => (await db.select({ n: count() }).from(banks).where(where))[0]?.n ?? 0,
    },
    filter.display === undefined ? [] : [eq(banks.display, filter.display)],
  );
}

export async function getBankJson(db: Db, id: number): Promise<BankJson> {
  const [r] = await joined(db).where(eq(banks.id, id));
  if (!r) throw new DomainError('BANK_NOT_FOUND');
  return bankJson(r.b, r, await ledgerBalance(db, 'bank', id));
}
