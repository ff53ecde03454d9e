import type { BankTransactionRow, BankTransactionType } from '@topup/contracts/api/bank-transactions.ts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { type Actor, recordActivity } from '../audit/record-activity.ts';
import { getBank } from '../banks/banks.service.ts';
import { getBankTransaction } from './bank-transactions.read-model.ts';
import { bankTransactions } from './bank-transactions.table.ts';

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

function assertOneAmount(input: BankTransactionInput) {
  if (input.deposit_sen > 0 === input.withdraw_sen > 0)
    throw new DomainError(
      'BANK_TRANSACTION_AMOUNT_REQUIRED',
      {},
      { fields: { deposit_amount: 'BANK_TRANSACTION_AMOUNT_REQUIRED' } },
    );
}

const audit = (v: BankTransactionRow) => ({
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

/** The columns a create or an edit writes from what staff entered. */
const lineColumns = (input: BankTransactionInput) => ({
  bankId: input.bank_id,
  transactedAt: input.transacted_at,
  description: input.description,
  depositSen: input.deposit_sen,
  withdrawSen: input.withdraw_sen,
  balanceSen: input.balance_sen,
  receipt: input.receipt,
  type: input.type,
  extraCopy: input.extra_copy,
  remark: input.remark,
});

export async function createBankTransaction(
  db: Db,
  actor: Actor & { kind: 'operator' },
  input: BankTransactionInput,
): Promise<BankTransactionRow> {
  assertOneAmount(input);
  return inTransaction(db, async (tx) => {
    await getBank(tx, input.bank_id, false);
    const [row] = await tx
      .insert(bankTransactions)
      .values({
        ...lineColumns(input),
        hasTime: true,
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
): Promise<BankTransactionRow> {
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
        ...lineColumns(input),
        hasTime: evidenceChanged ? true : before.has_time,
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
