import { and, count, eq, ne, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { fetchList, type ListQuery, type ListSpec } from '../../platform/pagination.ts';
import { operators } from '../access/access.table.ts';
import { type Actor, recordActivity } from '../audit/record-activity.ts';
import { ledgerAccounts } from '../ledger/ledger.table.ts';
import { transactions } from '../transactions/transactions.table.ts';
import { type Bank, bankGroups, banks } from './banks.table.ts';

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
) {
  return {
    id: b.id,
    group_id: b.groupId,
    group_name: names.group,
    bank_name: b.bankName,
    holder: b.holder,
    account_number: b.accountNumber,
    position: b.position,
    display: b.display,
    require_receipt: b.requireReceipt,
    is_default: b.isDefault,
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
      rows: async (w) =>
        (
          await joined(db)
            .where(w.where)
            .orderBy(...w.orderBy)
            .limit(w.limit)
            .offset(w.offset)
        ).map((r) => bankJson(r.b, r)),
      count: async (where) => (await db.select({ n: count() }).from(banks).where(where))[0]?.n ?? 0,
    },
    filter.display === undefined ? [] : [eq(banks.display, filter.display)],
  );
}

export async function getBankJson(db: Db, id: number): Promise<BankJson> {
  const [r] = await joined(db).where(eq(banks.id, id));
  if (!r) throw new DomainError('BANK_NOT_FOUND');
  return bankJson(r.b, r);
}

export async function bankGroupOptions(db: Db) {
  const rows = await db.select({ value: bankGroups.id, label: bankGroups.name }).from(bankGroups);
  return rows;
}

export type BankInput = {
  groupId: number | null;
  bankName: string;
  holder: string;
  accountNumber: string;
  position: number;
  display: boolean;
  requireReceipt: boolean;
  isDefault: boolean;
};

async function assertGroup(db: Db, groupId: number | null) {
  if (groupId === null) return;
  const [g] = await db.select({ id: bankGroups.id }).from(bankGroups).where(eq(bankGroups.id, groupId));
  if (!g) throw new DomainError('BANK_NOT_FOUND');
}

/** One default bank at most: making one the default clears the others, in the same transaction. */
async function clearOtherDefaults(db: Db, keepId: number) {
  await db
    .update(banks)
    .set({ isDefault: false })
    .where(and(eq(banks.isDefault, true), ne(banks.id, keepId)));
}

export async function createBank(db: Db, input: BankInput, operatorId: number, actor: Actor) {
  await assertGroup(db, input.groupId);
  return inTransaction(db, async (tx) => {
    const [b] = await tx
      .insert(banks)
      .values({ ...input, createdBy: operatorId, updatedBy: operatorId })
      .returning();
    if (input.isDefault) await clearOtherDefaults(tx, b!.id);
    await recordActivity(tx, actor, {
      action: 'bank.create',
      targetType: 'bank',
      targetId: b!.id,
      after: input,
    });
    return b!;
  });
}

export async function updateBank(db: Db, id: number, input: BankInput, operatorId: number, actor: Actor) {
  await assertGroup(db, input.groupId);
  return inTransaction(db, async (tx) => {
    const [before] = await tx.select().from(banks).where(eq(banks.id, id)).for('update');
    if (!before) throw new DomainError('BANK_NOT_FOUND');
    const [after] = await tx
      .update(banks)
      .set({ ...input, updatedBy: operatorId, updatedAt: new Date() })
      .where(eq(banks.id, id))
      .returning();
    if (input.isDefault) await clearOtherDefaults(tx, id);
    await recordActivity(tx, actor, {
      action: 'bank.update',
      targetType: 'bank',
      targetId: id,
      before: {
        bank_name: before.bankName,
        holder: before.holder,
        account_number: before.accountNumber,
        display: before.display,
        require_receipt: before.requireReceipt,
        is_default: before.isDefault,
      },
      after: input,
    });
    return after!;
  });
}

/**
 * Delete: only a bank no money has gone through and that is not the default; any other is
 * 'Bank unable to delete.' (hide it with display off instead).
 */
export async function deleteBank(db: Db, id: number, actor: Actor) {
  await inTransaction(db, async (tx) => {
    const [bank] = await tx.select().from(banks).where(eq(banks.id, id)).for('update');
    if (!bank) throw new DomainError('BANK_NOT_FOUND');
    if (bank.isDefault) throw new DomainError('BANK_UNABLE_TO_DELETE');
    const [used] = await tx
      .select({ n: count() })
      .from(transactions)
      .where(or(eq(transactions.depositBankId, id), eq(transactions.withdrawBankId, id)));
    const [booked] = await tx
      .select({ n: count() })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.kind, 'bank'), eq(ledgerAccounts.refId, id)));
    if ((used?.n ?? 0) > 0 || (booked?.n ?? 0) > 0) throw new DomainError('BANK_UNABLE_TO_DELETE');
    try {
      await tx.delete(banks).where(eq(banks.id, id));
    } catch {
      // Bank transactions or statement imports still point at it (foreign keys).
      throw new DomainError('BANK_UNABLE_TO_DELETE');
    }
    await recordActivity(tx, actor, {
      action: 'bank.delete',
      targetType: 'bank',
      targetId: id,
      before: { bank_name: bank.bankName },
    });
  });
}
