import type { ExpenseCategory } from '@topup/contracts/api/bank-movements.ts';
import type { Db } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import type { StaffActor } from '../../platform/staff-auth.ts';
import type { GatewayScope } from '../access/payment-gateway-scope.ts';
import { recordActivity } from '../audit/record-activity.ts';
import { bankLedgerRef, getBank } from '../banks/banks.service.ts';
import {
  ensureLedgerAccounts,
  lockAccountForBalance,
  postLedger,
  systemAccountRef,
} from '../ledger/ledger.service.ts';
import { bankMovements } from './bank-movements.table.ts';

export type BankTransferInput = {
  fromBankId: number;
  toBankId: number;
  amountSen: number;
  remark: string | null;
};
export type ExpenseInput = {
  bankId: number;
  amountSen: number;
  category: ExpenseCategory;
  remark: string | null;
};

/** Who records it: the operator, and the banks their role's payment gateway lets them move. */
export type MovementActor = { actor: StaffActor; gateway: GatewayScope };

type Movement = {
  kind: 'transfer' | 'expense';
  fromBankId: number;
  toBankId: number | null;
  amountSen: number;
  category: ExpenseCategory | null;
  remark: string | null;
};

/** A role limited to some deposit methods moves money only between the banks of those. */
function bankInGateway(gateway: GatewayScope, groupId: number | null): boolean {
  if (gateway.kind === 'all') return true;
  return gateway.kind === 'groups' && groupId !== null && gateway.groupIds.includes(groupId);
}

/**
 * Records one movement out of a bank account in one database transaction: the source bank's
 * ledger account is locked (one movement of a bank at a time), its balance must cover the
 * amount (a transfer or an expense never takes a bank below zero; see docs/architecture.md),
 * then the balanced posting (source −X, counter account +X), the movement row and the activity.
 */
async function recordMovement(
  db: Db,
  movement: Movement,
  counter: 'bank' | 'expense',
  { actor, gateway }: MovementActor,
) {
  return inTransaction(db, async (tx) => {
    for (const bankId of [movement.fromBankId, movement.toBankId]) {
      if (bankId === null) continue;
      const bank = await getBank(tx, bankId, false);
      if (!bankInGateway(gateway, bank.groupId)) throw new DomainError('OUTSIDE_PAYMENT_GATEWAY');
    }
    const [fromAccount, counterAccount] = await ensureLedgerAccounts(tx, [
      bankLedgerRef(movement.fromBankId),
      counter === 'bank' ? bankLedgerRef(movement.toBankId!) : systemAccountRef('expense'),
    ]);
    const balanceSen = await lockAccountForBalance(tx, fromAccount!);
    if (balanceSen < movement.amountSen) throw new DomainError('BANK_BALANCE_TOO_LOW');
    const postingId = await postLedger(tx, {
      transactionId: null,
      kind: movement.kind === 'transfer' ? 'bank_transfer' : 'expense',
      memo: movement.remark ?? undefined,
      legs: [
        { accountId: fromAccount!, amountSen: -movement.amountSen },
        { accountId: counterAccount!, amountSen: movement.amountSen },
      ],
    });
    const [row] = await tx
      .insert(bankMovements)
      .values({ ...movement, postingId: postingId!, createdBy: actor.operatorId })
      .returning();
    await recordActivity(tx, actor, {
      action: `bank_movement.${movement.kind}`,
      targetType: 'bank_movement',
      targetId: row!.id,
      after: {
        from_bank_id: row!.fromBankId,
        to_bank_id: row!.toBankId,
        amount_sen: row!.amountSen,
        category: row!.category,
      },
    });
    return row!;
  });
}

/** Money moved from one of the operator's bank accounts to another. */
export async function recordBankTransfer(db: Db, input: BankTransferInput, actor: MovementActor) {
  if (input.fromBankId === input.toBankId) throw new DomainError('BANK_TRANSFER_SAME_BANK');
  return recordMovement(
    db,
    {
      kind: 'transfer',
      fromBankId: input.fromBankId,
      toBankId: input.toBankId,
      amountSen: input.amountSen,
      category: null,
      remark: input.remark,
    },
    'bank',
    actor,
  );
}

/** Money paid out of one of the operator's bank accounts for the business, booked to `expense`. */
export function recordExpense(db: Db, input: ExpenseInput, actor: MovementActor) {
  return recordMovement(
    db,
    {
      kind: 'expense',
      fromBankId: input.bankId,
      toBankId: null,
      amountSen: input.amountSen,
      category: input.category,
      remark: input.remark,
    },
    'expense',
    actor,
  );
}
