import type { Permission } from '@topup/contracts/permissions.ts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { preparedStatements, rowPlaceholders, rowValues } from '../../platform/db/prepared.ts';
import { inTransaction, isNotNullViolation } from '../../platform/db/transaction.ts';
import { assert, DomainError } from '../../platform/errors.ts';
import { operatorName } from '../access/operators.service.ts';
import { ACTIVITY_COLUMNS, type Actor, activityRow, activityRowInsert } from '../audit/record-activity.ts';
import { bankLedgerAccount, getBank } from '../banks/banks.service.ts';
import type { ClaimedKey } from '../idempotency/idempotency.service.ts';
import { postLedger, systemAccount } from '../ledger/ledger.service.ts';
import type { AccountWithProduct } from '../member-accounts/account-with-product.read-model.ts';
import {
  assertAccountUsable,
  ensureSynced,
  providerBalance,
} from '../member-accounts/member-accounts.service.ts';
import { flagMemberFraud } from '../members/member-fraud.service.ts';
import { providerForProduct } from '../products/products.service.ts';
import { assertRolloverMet } from '../rollover/rollover.service.ts';
import { claimCutoff } from '../settings/claim-expiry.ts';
import { evaluateBonus } from './bonus-eligibility.ts';
import { loggedUpdate, updateTransactionLogged } from './logged-update.ts';
import { transactionWithAccount } from './money-subject.read-model.ts';
import { cashBankOf } from './movement-accounts.ts';
import { assertInGateway, type GatewayScope } from './payment-gateway.read-model.ts';
import {
  CALL_COLUMNS,
  callRefusal,
  callValues,
  openCallsOf,
  providerCallInsert,
  type SendResult,
  sendProviderCall,
} from './provider-calls.service.ts';
import type { ProviderCall } from './provider-calls.table.ts';
import { type Transaction, type TransactionType, transactions } from './transactions.table.ts';

export const TRANSACTION_ACTIONS = ['claim', 'approve', 'reject', 'fraud', 'void', 'complete'] as const;
export type TransactionAction = (typeof TRANSACTION_ACTIONS)[number];

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

function assertStatus(t: Transaction, allowed: Transaction['status'][], action: TransactionAction) {
  if (!allowed.includes(t.status))
    throw new DomainError('TRANSACTION_STATE_INVALID', { action: PAST[action] });
}

/** A claim holds until the claim expiry setting has passed since it was made. */
function claimHeld(t: Transaction, cutoff: Date): boolean {
  return t.claimedBy !== null && (t.claimedAt === null || t.claimedAt > cutoff);
}

async function assertNotClaimedByOther(db: Db, t: Transaction, operator: Operator, now: Date) {
  if (t.claimedBy === null || t.claimedBy === operator.operatorId) return;
  if (!claimHeld(t, await claimCutoff(db, now))) return;
  const name = await operatorName(db, t.claimedBy);
  throw new DomainError('TRANSACTION_CLAIMED_BY_OTHER', { name: name ?? String(t.claimedBy) });
}

async function update(
  db: Db,
  t: Transaction,
  patch: Partial<Transaction>,
  operator: Operator,
  action: string,
  now: Date,
) {
  const after = await updateTransactionLogged(
    db,
    t.id,
    { ...patch, updatedAt: now },
    actionLog(operator, action, t, patch),
  );
  return after!;
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
    assertStatus(t, ['pending'], 'claim');
    await assertNotClaimedByOther(tx, t, operator, now);
    return update(tx, t, { claimedBy: operator.operatorId, claimedAt: now }, operator, 'claim', now);
  });
}

/** Reject: pending -> failed, remark required, nothing moves. */
export function rejectTransaction(db: Db, id: number, operator: Operator, remark: string, now: Date) {
  return inTransaction(db, async (tx) => {
    const t = await lockTransaction(tx, id, operator, 'reject');
    if (!remark.trim()) throw new DomainError('REMARK_REQUIRED');
    assertStatus(t, ['pending'], 'reject');
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
    assertStatus(t, ['pending'], 'fraud');
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
    assertStatus(t, ['success'], 'complete');
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

export type MoveResult = { transaction: Transaction; outcome: SendResult['kind'] };

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
 * Moves the loaded row on only if nobody acted on it since it was read, and records the
 * provider call that carries the move out, in one statement that writes all or nothing, so it
 * needs no database transaction of its own. The update is conditional on the status it was
 * decided on (for approve also on the claim it was decided on: nobody claimed it since), so a
 * parallel action finds nothing to update and is refused instead of moving money twice; the
 * call is recorded only when the game account has no other open call. Either refusal fails the
 * statement (see `claimStatement`) and is thrown as what the staff are told.
 */
async function advance(
  db: Db,
  t: Transaction,
  shape: ClaimShape,
  patch: Partial<Transaction>,
  operator: Operator,
  now: Date,
  callInput: Parameters<typeof callValues>[0],
): Promise<ProviderCall> {
  const action = shape === 'void' ? 'void' : 'approve';
  const { actor, entry } = actionLog(operator, action, t, patch);
  try {
    const [row] = await claimStatement(db, shape, {
      id: t.id,
      claimedBy: t.claimedBy,
      claimedAt: t.claimedAt?.toISOString() ?? null,
      ...rowValues('set_', { ...patch, updatedAt: now }),
      ...rowValues('log_', activityRow(actor, entry)),
      ...rowValues('call_', callValues(callInput)),
    });
    assert(row !== undefined, `claim of transaction ${t.id} recorded its call`);
    return row;
  } catch (error) {
    if (isNotNullViolation(error, 'transaction_id'))
      throw new DomainError('TRANSACTION_STATE_INVALID', { action: PAST[action] });
    throw callRefusal(error) ?? error;
  }
}

/** A claim's shape: which action, and whether the approve grants a bonus (its columns are set too). */
type ClaimShape = 'approve' | 'approve_bonus' | 'void';

const CLAIM_FROM: Record<'approve' | 'void', Transaction['status'][]> = {
  approve: ['pending'],
  void: ['success', 'complete'],
};

/** The columns each shape sets (every call gives all of them). */
const CLAIM_SETS: Record<ClaimShape, (keyof Transaction)[]> = {
  approve: ['status', 'claimedBy', 'claimedAt', 'updatedAt'],
  approve_bonus: ['status', 'claimedBy', 'claimedAt', 'updatedAt', 'bonusSen', 'rolloverSen', 'rolloverType'],
  void: ['remark', 'updatedAt'],
};

/**
 * `advance`'s statement, built once per shape. The call's transaction is the row the update
 * moved on: when the update found nothing to move (`after` is empty) the call's transaction_id
 * is null and the not-null constraint fails the statement, taking back its activity-log row.
 */
const claimStatement = preparedStatements('transaction_claim', (db, shape: ClaimShape) => {
  const action = shape === 'void' ? 'void' : 'approve';
  const { after, ctes } = loggedUpdate(
    db,
    and(
      eq(transactions.id, sql.placeholder('id')),
      inArray(transactions.status, CLAIM_FROM[action]),
      action === 'approve' ? sameClaim : undefined,
    ),
    rowPlaceholders('set_', CLAIM_SETS[shape]) as unknown as Partial<Transaction>,
    [activityRowInsert(db, rowPlaceholders('log_', ACTIVITY_COLUMNS))],
  );
  const recorded = db.$with('recorded').as(
    providerCallInsert(db, {
      ...rowPlaceholders('call_', CALL_COLUMNS),
      transactionId: sql`(select ${after.id} from ${after})`,
    }),
  );
  return db
    .with(...ctes, recorded)
    .select()
    .from(recorded);
});

/** The row's claim is still the one it had when it was read (a Date holds milliseconds). */
const sameClaim = and(
  sql`${transactions.claimedBy} is not distinct from ${sql.placeholder('claimedBy')}::integer`,
  sql`date_trunc('milliseconds', ${transactions.claimedAt}) is not distinct from ${sql.placeholder('claimedAt')}::timestamptz`,
);

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
  if (row === null || t.type === 'transfer' || t.type === 'reward')
    throw new DomainError('TRANSACTION_STATE_INVALID', { action: PAST.approve });
  assertStatus(t, ['pending'], 'approve');
  await assertNotClaimedByOther(db, t, operator, now());
  assertAccountUsable(row);
  const account = await ensureSynced(db, row);
  if (t.type === 'withdrawal') await assertWithdrawalPayable(db, t, row, account);
  const call = await claimForApproval(db, t, account.id, operator, now);
  return finish(
    db,
    id,
    await sendProviderCall(db, call, now, { row: { ...row, account }, bankId: cashBankOf(t) }),
  );
}

/**
 * Moves a pending row to processing and records its provider call (`advance`); a bonus deposit's
 * bonus is decided and granted in one database transaction with the claim.
 */
async function claimForApproval(
  db: Db,
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
    return advance(db, t, 'approve', claim, operator, now(), {
      ...callInput,
      amountSen: Math.abs(t.amountSen),
    });
  return inTransaction(db, async (tx) => {
    const grant = await evaluateBonus(tx, {
      bonusId: t.bonusId!,
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
    return advance(tx, t, 'approve_bonus', patch, operator, now(), {
      ...callInput,
      amountSen: Math.abs(t.amountSen) + grant.bonusSen,
    });
  });
}

/**
 * A movement staff create and approve in one step (Quick Topup, Multi Deposit's rows,
 * Adjustment): `create` writes the row, and it is claimed for approval with its provider call in
 * the same database transaction, so a refusal (another movement still open on the game
 * account, a bonus no longer usable) leaves no row behind. `key`: the request's idempotency
 * key, which records the row in that transaction too.
 */
export async function createAndApprove(
  db: Db,
  row: AccountWithProduct,
  operator: Operator,
  now: () => Date,
  create: (tx: Db) => Promise<Transaction>,
  key?: ClaimedKey,
): Promise<MoveResult> {
  assertAccountUsable(row);
  const account = await ensureSynced(db, row);
  const { t, call } = await inTransaction(db, async (tx) => {
    const created = await create(tx);
    if (!operator.can(permissionFor(created.type, 'approve'))) throw new DomainError('FORBIDDEN');
    await assertInGateway(tx, operator.gateway, created);
    await key?.recordTransaction(tx, created.id);
    return { t: created, call: await claimForApproval(tx, created, account.id, operator, now) };
  });
  return finish(
    db,
    t.id,
    await sendProviderCall(db, call, now, { row: { ...row, account }, bankId: cashBankOf(t) }),
  );
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
  assertStatus(t, ['success', 'complete'], 'void');
  if (row === null || !['deposit', 'withdrawal', 'adjustment'].includes(t.type))
    throw new DomainError('TRANSACTION_STATE_INVALID', { action: PAST.void });
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
  return finish(db, id, await sendProviderCall(db, call, now, { row, bankId: cashBankOf(t) }));
}
