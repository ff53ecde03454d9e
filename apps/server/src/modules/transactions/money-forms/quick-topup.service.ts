import type { Db } from '../../../platform/db/client.ts';
import { DomainError } from '../../../platform/errors.ts';
import type { ClaimedKey } from '../../idempotency/idempotency.service.ts';
import {
  createAndApprove,
  type MoveResult,
  type Operator,
  operatorActor,
} from '../actions/transaction-actions.service.ts';
import { checkDeposit, insertDeposit } from './deposit.service.ts';

export type TopupInput = {
  memberAccountId: number;
  amountSen: number;
  bankId: number;
  bonusId: number | null;
  receipt?: string | null;
  remark?: string | null;
};

/**
 * Quick Topup: a deposit staff take at the counter, created and approved in one step by the
 * same operator, with every rule of a member deposit. A refused one leaves no deposit behind.
 */
export async function quickTopup(
  db: Db,
  input: TopupInput,
  operator: Operator,
  now: () => Date,
  key?: ClaimedKey,
): Promise<MoveResult> {
  if (!operator.can('transactions.quick_topup') || !operator.can('deposits.approve'))
    throw new DomainError('FORBIDDEN');
  const checked = await checkDeposit(db, {
    memberId: null,
    memberAccountId: input.memberAccountId,
    amountSen: input.amountSen,
    bankId: input.bankId,
    bonusId: input.bonusId,
    receipt: input.receipt,
    remark: input.remark,
    byMember: false,
    actor: operatorActor(operator),
    gateway: operator.gateway,
    now: now(),
  });
  return createAndApprove(
    db,
    checked.row,
    operator,
    now,
    (tx) => insertDeposit(tx, checked),
    'quick_topup',
    key,
  );
}
