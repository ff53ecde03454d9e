import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { type Actor, recordActivity } from '../audit/record-activity.ts';
import { hasLedgerAccount } from '../ledger/ledger.service.ts';
import { bankGroups, banks } from './banks.table.ts';

export async function bankGroupOptions(db: Db) {
  const rows = await db.select({ value: bankGroups.id, label: bankGroups.name }).from(bankGroups);
  return rows;
}

export type BankInput = {
  groupId: number | null;
  bankName: string;
  holder: string;
  accountNumber: string;
  qrImage: string | null;
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
        qr_image: before.qrImage,
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
    if (await hasLedgerAccount(tx, 'bank', id)) throw new DomainError('BANK_UNABLE_TO_DELETE');
    try {
      await tx.delete(banks).where(eq(banks.id, id));
    } catch {
      // Transactions, bank lines or statement imports still point at it (foreign keys).
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
