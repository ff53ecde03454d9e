// actions/: what staff do to one transaction (claim, reject, fraud, approve, complete, void, in
// bulk too), the claim that lets only one action move a row on (transaction-claim.ts), the
// activity-logged update, claim expiry, and the replies staff get for a move.

import type { Permission } from '@topup/contracts/permissions.ts';
import type { AmountLimitKind } from '@topup/contracts/second-approval.ts';
import {
  canApply,
  type TransactionAction,
  type TransactionType,
} from '@topup/contracts/transaction-state.ts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { inTransaction } from '../../../platform/db/transaction.ts';
import { DomainError } from '../../../platform/errors.ts';
import { operatorName } from '../../access/operators.service.ts';
import { type Actor, recordActivity } from '../../audit/record-activity.ts';
import { bankLedgerAccount, getBank } from '../../banks/banks.service.ts';
import type { ClaimedKey } from '../../idempotency/idempotency.service.ts';
import { postLedger, systemAccount } from '../../ledger/ledger.service.ts';
import type { AccountWithProduct } from '../../member-accounts/account-with-product.read-model.ts';
import {
  assertAccountUsable,
  ensureSynced,
  providerBalance,
} from '../../member-accounts/member-accounts.service.ts';
import { flagMemberFraud } from '../../members/member-fraud.service.ts';
import { providerForProduct } from '../../products/products.service.ts';
import { assertRolloverMet } from '../../rollover/rollover.service.ts';
import { claimCutoff } from '../../settings/claim-expiry.ts';
import { evaluateBonus } from '../money-forms/bonus-eligibility.ts';
import { transactionWithAccount } from '../money-subject.read-model.ts';
import { assertInGateway, type GatewayScope } from '../payment-gateway.read-model.ts';
import {
  type CallInput,
  openCallsOf,
  recordProviderCall,
  type SendResult,
  sendProviderCall,
} from '../provider-calls/provider-calls.service.ts';
import type { ProviderCall } from '../provider-calls.table.ts';
import { type Transaction, transactions } from '../transactions.table.ts';
import { approvalStepFor, limitKindOf } from './second-approval.ts';
import { type ClaimOutcome, claimForAction } from './transaction-claim.ts';
import { updateTransactionLogged } from './transaction-update.ts';

/**
 * The operator doing an action, as the services need them (no HTTP): their permissions and the
 * bank groups of their role's payment gateway (deposits and withdrawals outside it are refused).
 */
export type Operator = {
  operatorId: number;
  ip: string | null;
  can: (permission: Permission) => boolean;
  gateway: GatewayScope;
};

/** The operator as the activity log records them. */
export function operatorActor(operator: Operator): Actor {
  return { kind: 'operator', operatorId: operator.operatorId, ip: operator.ip };
}

const AREA: Record<TransactionType, (action: TransactionAction) => Permission> = {
  deposit: (action) => `deposits.${action}`,
  withdrawal: (action) => `withdrawals.${action}`,
  transfer: () => 'transactions.transfer',
  adjustment: () => 'transactions.adjustment',
  reward: () => 'transactions.reward',
};

/** The permission an action on a transaction of this type needs (deposits.* or withdrawals.* by type). */
export function permissionFor(type: TransactionType, action: TransactionAction): Permission {
  return AREA[type](action);
}

const PAST: Record<TransactionAction, string> = {
  claim: 'claimed',
  approve: 'approved',
  reject: 'rejected',
  fraud: 'marked as fraud',
  void: 'voided',
  complete: 'completed',
};

async function lockTransaction(db: Db, id: number, operator: Operator, action: TransactionAction) {
  const [t] = await db.select().from(transactions).where(eq(transactions.id, id)).for('update');
  if (!t) throw new DomainError('TRANSACTION_NOT_FOUND');
  if (!operator.can(permissionFor(t.type, action))) throw new DomainError('FORBIDDEN');
  await assertInGateway(db, operator.gateway, t);
  return t;
}

/** The state machine (contracts/transaction-state.ts) allows `action` on the row as read. */
function assertAllowed(t: Transaction, action: TransactionAction) {
  if (!canApply(action, t)) throw new DomainError('TRANSACTION_STATE_INVALID', { action: PAST[action] });
}

/** A claim holds until the claim expiry setting has passed since it was made. */
function claimHeld(t: Transaction, cutoff: Date): boolean {
  return t.claimedBy !== null && (t.claimedAt === null || t.claimedAt > cutoff);
}

async function assertNotClaimedByOther(db: Db, t: Transaction, operator: Operator, now: Date) {
  if (t.claimedBy === null || t.claimedBy === operator.operatorId) return;
  if (!claimHeld(t, await claimCutoff(db, now))) return;
  throw await claimedByOther(db, t.claimedBy);
}

async function claimedByOther(db: Db, operatorId: number): Promise<DomainError> {
  const name = await operatorName(db, operatorId);
  return new DomainError('TRANSACTION_CLAIMED_BY_OTHER', { name: name ?? String(operatorId) });
}

/**
 * What the staff are told when a claim found the row moved on: acted on already (its status no
 * longer allows the action), or claimed by someone else since it was read.
 */
async function claimRefusal(
  db: Db,
  refused: Extract<ClaimOutcome, { kind: 'refused' }>,
  action: TransactionAction,
): Promise<DomainError> {
  if (!refused.statusAllowed || refused.claimedBy === null)
    return new DomainError('TRANSACTION_STATE_INVALID', { action: PAST[action] });
  return claimedByOther(db, refused.claimedBy);
}

async function update(
  db: Db,
  t: Transaction,
  patch: Partial<Transaction>,
  operator: Operator,
  action: string,
  now: Date,
) {
  return updateTransactionLogged(
    db,
    t.id,
    { ...patch, updatedAt: now },
    actionLog(operator, action, t, patch),
  );
}

/** Every action's activity-log row: status and claim before and after. */
function actionLog(operator: Operator, action: string, before: Transaction, patch: Partial<Transaction>) {
  const after = { ...before, ...patch };
  return {
    actor: operatorActor(operator),
    entry: {
      action: `transaction.${action}`,
      targetType: 'transaction',
      targetId: before.id,
      memberId: before.memberId,
      before: { status: before.status, claimed_by: before.claimedBy },
      after: { status: after.status, claimed_by: after.claimedBy, remark: after.remark },
    },
  };
}

/** Claim: the operator takes a pending transaction; others see who holds it. */
export function claimTransaction(db: Db, id: number, operator: Operator, now: Date) {
  return inTransaction(db, async (tx) => {
    const t = await lockTransaction(tx, id, operator, 'claim');
    assertAllowed(t, 'claim');
    await assertNotClaimedByOther(tx, t, operator, now);
    return update(tx, t, { claimedBy: operator.operatorId, claimedAt: now }, operator, 'claim', now);
  });
}

/** Reject: pending -> failed, remark required, nothing moves. */
export function rejectTransaction(db: Db, id: number, operator: Operator, remark: string, now: Date) {
  return inTransaction(db, async (tx) => {
    const t = await lockTransaction(tx, id, operator, 'reject');
    if (!remark.trim()) throw new DomainError('REMARK_REQUIRED');
    assertAllowed(t, 'reject');
    await assertNotClaimedByOther(tx, t, operator, now);
    return update(
      tx,
      t,
      { status: 'failed', remark: remark.trim(), processedAt: now },
      operator,
      'reject',
      now,
    );
  });
}

/** Fraud: pending -> failed with the fraud flag; the member is flagged (Fraud report). */
export function markFraud(db: Db, id: number, operator: Operator, remark: string | null, now: Date) {
  return inTransaction(db, async (tx) => {
    const t = await lockTransaction(tx, id, operator, 'fraud');
    assertAllowed(t, 'fraud');
    await assertNotClaimedByOther(tx, t, operator, now);
    await flagMemberFraud(tx, t.memberId, now);
    return update(
      tx,
      t,
      { status: 'failed', fraud: true, remark: remark ?? t.remark, processedAt: now },
      operator,
      'fraud',
      now,
    );
  });
}

/**
 * Complete: success -> complete. A withdrawal is paid out from an operator bank here (its
 * receipt required when the bank says so); a deposit is marked verified.
 */
export function completeTransaction(
  db: Db,
  id: number,
  operator: Operator,
  input: { bankId?: number | null; receipt?: string | null; verifyAmountSen?: number | null },
  now: Date,
) {
  return inTransaction(db, async (tx) => {
    const t = await lockTransaction(tx, id, operator, 'complete');
    assertAllowed(t, 'complete');
    if ((await openCallsOf(tx, t.id)).length) throw new DomainError('ACCOUNT_BUSY');
    const receipt = input.receipt?.trim() || t.receipt;
    if (t.type === 'withdrawal') {
      const bankId = input.bankId ?? t.withdrawBankId;
      if (!bankId) throw new DomainError('SELECT_BANK');
      await assertInGateway(tx, operator.gateway, t, bankId);
      const bank = await getBank(tx, bankId, false);
      if (bank.requireReceipt && !receipt) throw new DomainError('RECEIPT_REQUIRED');
      await postLedger(tx, {
        transactionId: t.id,
        kind: 'withdrawal_payout',
        legs: [
          { accountId: await bankLedgerAccount(tx, bank.id), amountSen: -t.amountSen },
          { accountId: await systemAccount(tx, 'external'), amountSen: t.amountSen },
        ],
      });
      return update(
        tx,
        t,
        { status: 'complete', withdrawBankId: bank.id, receipt, completedAt: now, verification: 'verified' },
        operator,
        'complete',
        now,
      );
    }
    const verify = input.verifyAmountSen ?? t.amountSen;
    return update(
      tx,
      t,
      {
        status: 'complete',
        receipt,
        completedAt: now,
        verifyAmountSen: verify,
        verification: verify === t.amountSen ? 'verified' : 'fail',
      },
      operator,
      'complete',
      now,
    );
  });
}

/** `waiting`: approved above the operator's limit, nothing moved; it waits for a second approval. */
export type MoveResult = { transaction: Transaction; outcome: SendResult['kind'] | 'waiting' };

async function finish(db: Db, id: number, result: SendResult): Promise<MoveResult> {
  const settled = result.kind === 'unknown' ? null : result.settled;
  const [t] = settled ? [settled] : await db.select().from(transactions).where(eq(transactions.id, id));
  return { transaction: t!, outcome: result.kind };
}

/**
 * The row an approve or void decides on, with its game account (product and kiosk: the provider
 * is asked next), read once without a lock.
 */
async function loadForMove(db: Db, id: number, operator: Operator, action: 'approve' | 'void') {
  const found = await transactionWithAccount(db, id);
  if (!found) throw new DomainError('TRANSACTION_NOT_FOUND');
  const { t, row } = found;
  if (!operator.can(permissionFor(t.type, action))) throw new DomainError('FORBIDDEN');
  await assertInGateway(db, operator.gateway, t);
  return { t, row };
}

/**
 * Moves the loaded row on, in the caller's database transaction, only if nobody acted on it
 * since it was read (`claimForAction`; for approve also only while nobody claimed it since),
 * logs it and records the provider call that carries the move out. A call refused by the outbox
 * (another call open on the game account) fails the transaction, taking the claim back.
 */
async function advance(
  tx: Db,
  t: Transaction,
  action: 'approve' | 'void',
  patch: Partial<Transaction>,
  operator: Operator,
  now: Date,
  call: CallInput,
): Promise<ProviderCall> {
  const claim = await claimForAction(tx, t, action, { ...patch, updatedAt: now }, action === 'approve');
  if (claim.kind === 'refused') throw await claimRefusal(tx, claim, action);
  const { actor, entry } = actionLog(operator, action, t, patch);
  await recordActivity(tx, actor, entry);
  return recordProviderCall(tx, call);
}

/**
 * A withdrawal takes the whole game balance, so before it is paid the balance at the provider
 * must still equal the amount asked (the member may have played since) and the rollover must be
 * met: 'Insufficient balance.', 'Current balance not equal withdrawal amount.', 'Insufficient
 * rollover.'. One balance call serves all three.
 */
async function assertWithdrawalPayable(
  db: Db,
  t: Transaction,
  row: AccountWithProduct,
  account: AccountWithProduct['account'],
) {
  const balanceSen = await providerBalance(db, { ...row, account });
  if (balanceSen < t.amountSen) throw new DomainError('INSUFFICIENT_BALANCE');
  if (balanceSen !== t.amountSen) throw new DomainError('CURRENT_BALANCE_NOT_EQUAL_WITHDRAWAL');
  await assertRolloverMet(db, {
    memberAccountId: account.id,
    username: account.username,
    balanceSen,
    provider: await providerForProduct(db, row.product, row.kiosk),
  });
}

/**
 * Approve: pending -> processing, the provider call is recorded and sent, then success or
 * failed by its reply; no reply leaves it processing with the timeout flag.
 * Decided once on one read of the row: permission by type, state, claim, the account, for a
 * withdrawal the balance and rollover guards, for a bonus deposit the bonus re-check.
 */
export async function approveTransaction(
  db: Db,
  id: number,
  operator: Operator,
  now: () => Date,
): Promise<MoveResult> {
  const { t, row } = await loadForMove(db, id, operator, 'approve');
  assertAllowed(t, 'approve');
  if (row === null) throw new DomainError('TRANSACTION_STATE_INVALID', { action: PAST.approve });
  await assertNotClaimedByOther(db, t, operator, now());
  assertAccountUsable(row);
  const limit = limitKindOf(t);
  if ((await approvalStepFor(db, t, operator.operatorId, limit)) === 'wait') {
    const held = await inTransaction(db, (tx) => holdForSecondApproval(tx, t, limit!, operator, now()));
    return { transaction: held, outcome: 'waiting' };
  }
  const account = await ensureSynced(db, row);
  if (t.type === 'withdrawal') await assertWithdrawalPayable(db, t, row, account);
  const call = await inTransaction(db, (tx) => claimForApproval(tx, t, account.id, operator, now));
  return finish(db, id, await sendProviderCall(db, call, now, { row: { ...row, account } }));
}

/**
 * Moves a pending row to processing and records its provider call (`advance`), in the caller's
 * database transaction; a bonus deposit's bonus is decided and granted with the claim.
 */
async function claimForApproval(
  tx: Db,
  t: Transaction,
  memberAccountId: number,
  operator: Operator,
  now: () => Date,
): Promise<ProviderCall> {
  // Whoever approves holds it from now on (their own claim, or one that had expired).
  const claim: Partial<Transaction> = {
    status: 'processing',
    claimedBy: operator.operatorId,
    claimedAt: now(),
  };
  const callInput = {
    transactionId: t.id,
    memberAccountId,
    purpose: 'approve' as const,
    direction: t.type === 'withdrawal' || t.amountSen < 0 ? ('withdraw' as const) : ('deposit' as const),
  };
  if (t.type !== 'deposit' || t.bonusId === null)
    return advance(tx, t, 'approve', claim, operator, now(), {
      ...callInput,
      amountSen: Math.abs(t.amountSen),
    });
  const grant = await evaluateBonus(tx, {
    bonusId: t.bonusId,
    memberId: t.memberId,
    depositSen: t.amountSen,
    now: now(),
    excludeTransactionId: t.id,
  });
  const patch = {
    ...claim,
    bonusSen: grant.bonusSen,
    rolloverSen: grant.rolloverSen,
    rolloverType: grant.bonus.rolloverType,
  };
  return advance(tx, t, 'approve', patch, operator, now(), {
    ...callInput,
    amountSen: Math.abs(t.amountSen) + grant.bonusSen,
  });
}

/**
 * Approved above the operator's `limit`: the pending row records them as its first approver and
 * gives up their claim, so another operator can approve it (the second approval, which moves the
 * money) or reject it. Claimed like any action: of two first approvals, the second finds the
 * row changed since it was read and is refused.
 */
async function holdForSecondApproval(
  tx: Db,
  t: Transaction,
  limit: AmountLimitKind,
  operator: Operator,
  now: Date,
): Promise<Transaction> {
  const patch: Partial<Transaction> = {
    firstApprovedBy: operator.operatorId,
    firstApprovedAt: now,
    approvalLimit: limit,
    claimedBy: null,
    claimedAt: null,
  };
  const claim = await claimForAction(tx, t, 'approve', { ...patch, updatedAt: now }, true);
  if (claim.kind === 'refused') throw await claimRefusal(tx, claim, 'approve');
  const { actor, entry } = actionLog(operator, 'first_approve', t, patch);
  await recordActivity(tx, actor, entry);
  return claim.transaction;
}

/**
 * A movement staff create and approve in one step (Quick Topup, Multi Deposit's rows,
 * Adjustment): `create` writes the row, and it is claimed for approval with its provider call in
 * the same database transaction, so a refusal (another movement still open on the game
 * account, a bonus no longer usable) leaves no row behind. `key`: the request's idempotency
 * key, which records the row in that transaction too. Above the operator's `limit` the row is
 * kept, pending, for a second approval and nothing moves.
 */
export async function createAndApprove(
  db: Db,
  row: AccountWithProduct,
  operator: Operator,
  now: () => Date,
  create: (tx: Db) => Promise<Transaction>,
  limit: AmountLimitKind,
  key?: ClaimedKey,
): Promise<MoveResult> {
  assertAccountUsable(row);
  const account = await ensureSynced(db, row);
  const { t, call } = await inTransaction(db, async (tx) => {
    const created = await create(tx);
    if (!operator.can(permissionFor(created.type, 'approve'))) throw new DomainError('FORBIDDEN');
    await assertInGateway(tx, operator.gateway, created);
    await key?.recordTransaction(tx, created.id);
    if ((await approvalStepFor(tx, created, operator.operatorId, limit)) === 'wait')
      return { t: await holdForSecondApproval(tx, created, limit, operator, now()), call: null };
    return { t: created, call: await claimForApproval(tx, created, account.id, operator, now) };
  });
  if (call === null) return { transaction: t, outcome: 'waiting' };
  return finish(db, t.id, await sendProviderCall(db, call, now, { row: { ...row, account } }));
}

/**
 * Void: success or complete -> voided with compensating ledger entries, after the reverse
 * provider call succeeds (a refusal leaves the transaction as it was). Taking a deposit back
 * is only safe while the credit it gave is untouched: its game balance must still equal the
 * deposit plus its bonus, else 'Current balance not equal deposit amount.'
 */
export async function voidTransaction(
  db: Db,
  id: number,
  operator: Operator,
  remark: string | null,
  now: () => Date,
): Promise<MoveResult> {
  const { t, row } = await loadForMove(db, id, operator, 'void');
  assertAllowed(t, 'void');
  if (row === null) throw new DomainError('TRANSACTION_STATE_INVALID', { action: PAST.void });
  const memberAccountId = row.account.id;
  if (t.type === 'deposit') {
    const balanceSen = await providerBalance(db, row);
    if (balanceSen !== t.amountSen + t.bonusSen) throw new DomainError('CURRENT_BALANCE_NOT_EQUAL_DEPOSIT');
  }
  const call = await inTransaction(db, async (tx) => {
    if ((await openCallsOf(tx, t.id)).length) throw new DomainError('ACCOUNT_BUSY');
    const gave = t.type === 'deposit' || (t.type === 'adjustment' && t.amountSen > 0);
    return advance(tx, t, 'void', { remark: remark?.trim() || t.remark }, operator, now(), {
      transactionId: t.id,
      memberAccountId,
      purpose: 'void',
      direction: gave ? 'withdraw' : 'deposit',
      amountSen: Math.abs(t.amountSen) + (t.type === 'deposit' ? t.bonusSen : 0),
    });
  });
  return finish(db, id, await sendProviderCall(db, call, now, { row }));
}
