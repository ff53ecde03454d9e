import type { Db } from '../../../platform/db/client.ts';
import { DomainError } from '../../../platform/errors.ts';
import { getBank } from '../../banks/banks.service.ts';
import type { ClaimedKey } from '../../idempotency/idempotency.service.ts';
import { getMemberAccount } from '../../member-accounts/account-with-product.read-model.ts';
import { assertAccountUsable } from '../../member-accounts/member-accounts.service.ts';
import { rowRefusal } from '../actions/resumed-reply.ts';
import {
  completeTransaction,
  createAndApprove,
  type Operator,
  operatorActor,
} from '../actions/transaction-actions.service.ts';
import { assertInGateway } from '../payment-gateway.read-model.ts';
import type { Transaction } from '../transactions.table.ts';
import { checkDeposit, insertDeposit } from './deposit.service.ts';

export type MultiDepositInput = {
  bankId: number;
  totalAmountSen: number;
  totalVerifySen: number;
  rows: { memberAccountId: number; amountSen: number; verifySen: number }[];
  receipt?: string | null;
  remark?: string | null;
};

export type MultiDepositResult = {
  member_account_id: number;
  transaction_id: number | null;
  status: string;
  message: string | null;
};

/** The totals typed from the bank line must equal the sums of the rows. */
export function assertMultiDepositTotals(input: MultiDepositInput): void {
  if (input.rows.length === 0) throw new DomainError('SELECT_GAME_ID');
  const sum = input.rows.reduce((s, r) => s + r.amountSen, 0);
  const verify = input.rows.reduce((s, r) => s + r.verifySen, 0);
  if (sum !== input.totalAmountSen) throw new DomainError('TOTAL_DEPOSIT_MISMATCH');
  if (verify !== input.totalVerifySen) throw new DomainError('TOTAL_VERIFY_MISMATCH');
}

/**
 * Multi Deposit: one bank credit pays several game accounts. The totals and every account are
 * checked before anything moves; then each deposit is created, approved and completed with its
 * verify amount. A provider refusal on one row does not undo the rows before it (each is its
 * own transaction with its own outcome, shown per row); a row refused before it could move
 * (another movement still open on its game account) leaves no deposit behind.
 */
export async function multiDeposit(
  db: Db,
  input: MultiDepositInput,
  operator: Operator,
  errorText: (error: DomainError) => string,
  now: () => Date,
  key?: ClaimedKey,
): Promise<MultiDepositResult[]> {
  if (!operator.can('transactions.multi_deposit') || !operator.can('deposits.approve'))
    throw new DomainError('FORBIDDEN');
  assertMultiDepositTotals(input);
  await getBank(db, input.bankId, false);
  await assertInGateway(db, operator.gateway, {
    type: 'deposit',
    depositBankId: input.bankId,
    withdrawBankId: null,
  });
  for (const row of input.rows) assertAccountUsable(await getMemberAccount(db, row.memberAccountId));
  const results: MultiDepositResult[] = [];
  for (const row of input.rows) {
    let transactionId: number | null = null;
    try {
      const checked = await checkDeposit(db, {
        memberId: null,
        memberAccountId: row.memberAccountId,
        amountSen: row.amountSen,
        bankId: input.bankId,
        bonusId: null,
        receipt: input.receipt,
        remark: input.remark ?? 'Multi Deposit',
        byMember: false,
        actor: operatorActor(operator),
        now: now(),
      });
      const moved = await createAndApprove(
        db,
        checked.row,
        operator,
        now,
        (tx) => insertDeposit(tx, checked),
        'quick_topup',
        key,
      );
      transactionId = moved.transaction.id;
      let status: string = moved.transaction.status;
      if (moved.outcome === 'succeeded') {
        const done = await completeTransaction(
          db,
          transactionId,
          operator,
          { verifyAmountSen: row.verifySen },
          now(),
        );
        status = done.status;
      }
      results.push({
        member_account_id: row.memberAccountId,
        transaction_id: transactionId,
        status,
        message: null,
      });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      results.push({
        member_account_id: row.memberAccountId,
        transaction_id: transactionId,
        status: 'failed',
        message: errorText(error),
      });
    }
  }
  return results;
}

/** A row's result as it stands now: what a replay of a request that died mid-way shows. */
export function multiDepositRowNow(
  t: Transaction,
  errorText: (error: DomainError) => string,
): MultiDepositResult {
  return {
    member_account_id: t.memberAccountId ?? 0,
    transaction_id: t.id,
    status: t.status,
    message: t.status === 'failed' ? errorText(rowRefusal(t)) : null,
  };
}
