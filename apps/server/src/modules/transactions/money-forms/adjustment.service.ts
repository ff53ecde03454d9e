import type { Db } from '../../../platform/db/client.ts';
import { DomainError } from '../../../platform/errors.ts';
import { recordActivity } from '../../audit/record-activity.ts';
import type { ClaimedKey } from '../../idempotency/idempotency.service.ts';
import { getMemberAccount } from '../../member-accounts/account-with-product.read-model.ts';
import { assertAccountUsable } from '../../member-accounts/member-accounts.service.ts';
import {
  createAndApprove,
  type MoveResult,
  type Operator,
  operatorActor,
} from '../actions/transaction-actions.service.ts';
import { transactions } from '../transactions.table.ts';
import { assertAmountWithin } from './amount-limits.ts';
import { getMoneyLimits } from './money-limits.service.ts';

/**
 * Adjustment: staff add or deduct game credit directly (bounded by the money-limit settings),
 * always with a remark, created and approved in one step by the same operator (above their
 * role's adjustment limit it waits for a second approval); a refused one leaves no row behind.
 */
export async function createAdjustment(
  db: Db,
  input: { memberAccountId: number; amountSen: number; direction: 'add' | 'deduct'; remark: string },
  operator: Operator,
  now: () => Date,
  key?: ClaimedKey,
): Promise<MoveResult> {
  if (!operator.can('transactions.adjustment')) throw new DomainError('FORBIDDEN');
  if (!input.remark.trim()) throw new DomainError('ADJUSTMENT_REMARK_REQUIRED');
  const limits = await getMoneyLimits(db);
  assertAmountWithin(input.amountSen, {
    minSen: limits.adjustment_min_sen,
    maxSen: limits.adjustment_max_sen,
    below: 'ADJUSTMENT_MIN',
    above: 'ADJUSTMENT_MAX',
  });
  const row = await getMemberAccount(db, input.memberAccountId);
  assertAccountUsable(row);
  return createAndApprove(
    db,
    row,
    operator,
    now,
    async (tx) => {
      const [t] = await tx
        .insert(transactions)
        .values({
          memberId: row.account.memberId,
          memberAccountId: row.account.id,
          type: 'adjustment',
          amountSen: input.direction === 'add' ? input.amountSen : -input.amountSen,
          remark: input.remark.trim(),
          createdBy: operator.operatorId,
          claimedBy: operator.operatorId,
          requestedAt: now(),
        })
        .returning();
      await recordActivity(tx, operatorActor(operator), {
        action: 'adjustment.create',
        targetType: 'transaction',
        targetId: t!.id,
        memberId: row.account.memberId,
        after: { amount_sen: t!.amountSen },
      });
      return t!;
    },
    'adjustment',
    key,
  );
}
