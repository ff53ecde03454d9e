import type { Db } from '../../../platform/db/client.ts';
import { inTransaction } from '../../../platform/db/transaction.ts';
import { DomainError } from '../../../platform/errors.ts';
import { type Actor, recordActivity } from '../../audit/record-activity.ts';
import { getBank } from '../../banks/banks.service.ts';
import type { ClaimedKey } from '../../idempotency/idempotency.service.ts';
import { getMemberAccount } from '../../member-accounts/account-with-product.read-model.ts';
import {
  assertAccountUsable,
  ensureSynced,
  providerBalance,
} from '../../member-accounts/member-accounts.service.ts';
import { providerForProduct } from '../../products/products.service.ts';
import { assertRolloverMet } from '../../rollover/rollover.service.ts';
import { holdInsertAboveLimit } from '../actions/second-approval.ts';
import { assertInGateway, type GatewayScope } from '../payment-gateway.read-model.ts';
import { type Transaction, transactions } from '../transactions.table.ts';
import { assertAmountWithin } from './amount-limits.ts';

/**
 * Creates a pending withdrawal of the whole game balance ('Withdrawal amount must be equal to
 * balance.') within the product's bounds and after the rollover is met.
 */
export async function createWithdrawal(
  db: Db,
  input: {
    memberAccountId: number;
    amountSen: number;
    bankId: number | null;
    remark?: string | null;
    actor: Actor;
    /** Staff: the operator's payment gateway; a bank outside it is refused first. */
    gateway?: GatewayScope;
    now: Date;
  },
  key?: ClaimedKey,
): Promise<Transaction> {
  if (input.gateway)
    await assertInGateway(db, input.gateway, {
      type: 'withdrawal',
      depositBankId: null,
      withdrawBankId: input.bankId,
    });
  const row = await getMemberAccount(db, input.memberAccountId);
  assertAccountUsable(row);
  const { product } = row;
  assertAmountWithin(input.amountSen, {
    minSen: product.minWithdrawalSen,
    maxSen: product.maxWithdrawalSen,
    below: 'WITHDRAWAL_MIN',
    above: 'WITHDRAWAL_MAX',
  });
  const bank = input.bankId === null ? null : await getBank(db, input.bankId, false);
  const account = await ensureSynced(db, row);
  const balanceSen = await providerBalance(db, { ...row, account });
  if (balanceSen !== input.amountSen) throw new DomainError('WITHDRAWAL_MUST_EQUAL_BALANCE');
  await assertRolloverMet(db, {
    memberAccountId: account.id,
    username: account.username,
    balanceSen,
    provider: await providerForProduct(db, product),
  });
  return inTransaction(db, async (tx) => {
    const [created] = await tx
      .insert(transactions)
      .values({
        memberId: account.memberId,
        memberAccountId: account.id,
        type: 'withdrawal',
        amountSen: input.amountSen,
        withdrawBankId: bank?.id ?? null,
        remark: input.remark ?? null,
        createdBy: input.actor.kind === 'operator' ? input.actor.operatorId : null,
        requestedAt: input.now,
      })
      .returning();
    await recordActivity(tx, input.actor, {
      action: 'withdrawal.create',
      targetType: 'transaction',
      targetId: created!.id,
      memberId: account.memberId,
      after: { amount_sen: input.amountSen, bank_id: bank?.id ?? null },
    });
    await key?.recordTransaction(tx, created!.id);
    return holdInsertAboveLimit(tx, created!, input.actor, input.now);
  });
}
