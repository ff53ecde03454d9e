import { type AmountLimitKind, type ApprovalStep, approvalStep } from '@topup/contracts/second-approval.ts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { DomainError } from '../../../platform/errors.ts';
import { operatorAmountLimits } from '../../access/amount-limits.service.ts';
import type { Actor } from '../../audit/record-activity.ts';
import { type Transaction, transactions } from '../transactions.table.ts';

/**
 * The limit an approval of `t` is held to: the one it already went over when it waits for a
 * second approval, else a withdrawal's approval limit. A member's own deposit has none.
 */
export function limitKindOf(t: Transaction): AmountLimitKind | null {
  return t.approvalLimit ?? (t.type === 'withdrawal' ? 'withdrawal_approval' : null);
}

/**
 * Whether the operator's approval of `t` under limit `kind` moves the money or waits for a
 * second approver (contracts/second-approval.ts decides); the second approval is refused to
 * the first approver and to an operator whose own limit does not cover the amount.
 */
export async function approvalStepFor(
  db: Db,
  t: Transaction,
  operatorId: number,
  kind: AmountLimitKind | null,
): Promise<Extract<ApprovalStep, 'move' | 'wait'>> {
  if (kind === null && t.firstApprovedBy === null) return 'move';
  const limits = await operatorAmountLimits(db, operatorId);
  const step = approvalStep({
    amountSen: t.amountSen,
    limitSen: kind === null ? null : limits[kind],
    firstApprovedBy: t.firstApprovedBy,
    operatorId,
  });
  if (step === 'same_approver') throw new DomainError('SECOND_APPROVAL_SAME_OPERATOR');
  if (step === 'over_limit') throw new DomainError('SECOND_APPROVAL_OVER_LIMIT');
  return step;
}

/**
 * Transaction Insert above the inserting operator's limit: the new pending deposit or
 * withdrawal counts as approved once, by them, and waits for a second operator's approval
 * (its approve in the queue is that second approval). A member's own request is not held.
 */
export async function holdInsertAboveLimit(tx: Db, t: Transaction, actor: Actor, now: Date) {
  if (actor.kind !== 'operator') return t;
  const limits = await operatorAmountLimits(tx, actor.operatorId);
  const step = approvalStep({
    amountSen: t.amountSen,
    limitSen: limits.insert,
    firstApprovedBy: null,
    operatorId: actor.operatorId,
  });
  if (step !== 'wait') return t;
  const [held] = await tx
    .update(transactions)
    .set({ firstApprovedBy: actor.operatorId, firstApprovedAt: now, approvalLimit: 'insert' })
    .where(eq(transactions.id, t.id))
    .returning();
  return held!;
}
