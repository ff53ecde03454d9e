// money-forms/: creating transactions from the member's and the staff's forms (deposit,
// withdrawal, transfer, reward, adjustment, Quick Topup, Multi Deposit) with the rules checked
// when a transaction is made: product bounds, money limits, bonus eligibility.

import { formatSen } from '@topup/contracts/money.ts';
import type { Db } from '../../../platform/db/client.ts';
import { inTransaction } from '../../../platform/db/transaction.ts';
import { DomainError } from '../../../platform/errors.ts';
import { type Actor, recordActivity } from '../../audit/record-activity.ts';
import { getBank } from '../../banks/banks.service.ts';
import type { ClaimedKey } from '../../idempotency/idempotency.service.ts';
import {
  type AccountWithProduct,
  getMemberAccount,
} from '../../member-accounts/account-with-product.read-model.ts';
import { assertAccountUsable, providerBalance } from '../../member-accounts/member-accounts.service.ts';
import { getSiteSettings } from '../../settings/settings.service.ts';
import { holdInsertAboveLimit } from '../actions/second-approval.ts';
import { assertInGateway, type GatewayScope } from '../payment-gateway.read-model.ts';
import { type Transaction, transactions } from '../transactions.table.ts';
import { assertAmountWithin } from './amount-limits.ts';
import { type BonusGrant, evaluateBonus } from './bonus-eligibility.ts';

export type DepositRequest = {
  memberId: number | null;
  memberAccountId: number;
  amountSen: number;
  bankId: number;
  bankOption?: string | null;
  bonusId: number | null;
  receipt?: string | null;
  remark?: string | null;
  /** Members see only displayed banks and only their own accounts. */
  byMember: boolean;
  actor: Actor;
  /** Staff: the operator's payment gateway; a bank outside it is refused first. */
  gateway?: GatewayScope;
  now: Date;
};

/**
 * The most a game account may hold and still be topped up: the product's own ceiling, else the
 * website's balance point; null when neither is set.
 */
export async function depositBalanceCeiling(
  db: Db,
  product: { maxBalanceToDepositSen: number | null },
): Promise<number | null> {
  return product.maxBalanceToDepositSen ?? (await getSiteSettings(db)).balance_point_sen;
}

export function assertBalanceAllowsDeposit(balanceSen: number, ceilingSen: number): void {
  if (balanceSen > ceilingSen)
    throw new DomainError('BALANCE_TOO_HIGH_TO_DEPOSIT', { amount: formatSen(ceilingSen) });
}

/** A deposit request that passed every rule: what `insertDeposit` writes. */
export type CheckedDeposit = {
  input: DepositRequest;
  row: AccountWithProduct;
  bankId: number;
  grant: BonusGrant | null;
};

/**
 * Every rule a deposit must pass: the member's own usable account, the product's deposit
 * bounds and balance ceiling, a displayed bank and a usable bonus. Writes nothing.
 */
export async function checkDeposit(db: Db, input: DepositRequest): Promise<CheckedDeposit> {
  if (input.gateway)
    await assertInGateway(db, input.gateway, {
      type: 'deposit',
      depositBankId: input.bankId,
      withdrawBankId: null,
    });
  const row = await getMemberAccount(
    db,
    input.memberAccountId,
    input.byMember ? (input.memberId ?? -1) : undefined,
  );
  assertAccountUsable(row);
  const { product } = row;
  assertAmountWithin(input.amountSen, {
    minSen: product.minDepositSen,
    maxSen: product.maxDepositSen,
    below: 'DEPOSIT_MIN',
    above: 'DEPOSIT_MAX',
  });
  const bank = await getBank(db, input.bankId, input.byMember);
  const grant =
    input.bonusId === null
      ? null
      : await evaluateBonus(db, {
          bonusId: input.bonusId,
          memberId: row.account.memberId,
          depositSen: input.amountSen,
          now: input.now,
        });
  const ceiling = await depositBalanceCeiling(db, product);
  if (ceiling !== null) assertBalanceAllowsDeposit(await providerBalance(db, row), ceiling);
  return { input, row, bankId: bank.id, grant };
}

/** Writes a checked deposit, pending, with its activity-log row, in the caller's database transaction. */
export async function insertDeposit(tx: Db, checked: CheckedDeposit): Promise<Transaction> {
  const { input, bankId, grant } = checked;
  const { account } = checked.row;
  const [created] = await tx
    .insert(transactions)
    .values({
      memberId: account.memberId,
      memberAccountId: account.id,
      type: 'deposit',
      amountSen: input.amountSen,
      bonusId: grant?.bonus.id ?? null,
      bonusSen: grant?.bonusSen ?? 0,
      rolloverSen: grant?.rolloverSen ?? 0,
      rolloverType: grant?.bonus.rolloverType ?? null,
      depositBankId: bankId,
      bankOption: input.bankOption ?? String(bankId),
      receipt: input.receipt ?? null,
      remark: input.remark ?? null,
      createdBy: input.actor.kind === 'operator' ? input.actor.operatorId : null,
      requestedAt: input.now,
    })
    .returning();
  await recordActivity(tx, input.actor, {
    action: 'deposit.create',
    targetType: 'transaction',
    targetId: created!.id,
    memberId: account.memberId,
    after: { amount_sen: input.amountSen, bonus_id: grant?.bonus.id ?? null, bank_id: bankId },
  });
  return created!;
}

/**
 * Creates a pending deposit after every rule a deposit must pass (`checkDeposit`); nothing is
 * written when a rule fails. `key`: the request's idempotency key, which records the row.
 */
export async function createDeposit(
  db: Db,
  input: DepositRequest,
  key?: ClaimedKey,
): Promise<{ deposit: Transaction; grant: BonusGrant | null }> {
  const checked = await checkDeposit(db, input);
  const deposit = await inTransaction(db, async (tx) => {
    const created = await holdInsertAboveLimit(tx, await insertDeposit(tx, checked), input.actor, input.now);
    await key?.recordTransaction(tx, created.id);
    return created;
  });
  return { deposit, grant: checked.grant };
}
