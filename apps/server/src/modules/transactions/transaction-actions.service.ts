import type { Permission } from '@topup/contracts/permissions.ts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { operators } from '../access/access.table.ts';
import { recordActivity } from '../audit/record-activity.ts';
import { bankLedgerAccount, getBank } from '../banks/banks.service.ts';
import { evaluateBonus } from '../bonuses/bonuses.service.ts';
import { postLedger, systemAccount } from '../ledger/ledger.service.ts';
import {
  assertAccountUsable,
  ensureSynced,
  getMemberAccount,
} from '../member-accounts/member-accounts.service.ts';
import { members } from '../members/members.table.ts';
import { providerForProduct } from '../products/products.service.ts';
import { assertRolloverMet } from '../rollover/rollover.service.ts';
import {
  openCallsOf,
  recordProviderCall,
  type SendResult,
  sendProviderCall,
} from './provider-calls.service.ts';
import { type Transaction, type TransactionType, transactions } from './transactions.table.ts';

export const TRANSACTION_ACTIONS = ['claim', 'approve', 'reject', 'fraud', 'void', 'complete'] as const;
export type TransactionAction = (typeof TRANSACTION_ACTIONS)[number];

/** The operator doing an action, as the services need them (no HTTP). */
export type Operator = { operatorId: number; ip: string | null; can: (permission: Permission) => boolean };

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
  return t;
}

function assertStatus(t: Transaction, allowed: Transaction['status'][], action: TransactionAction) {
  if (!allowed.includes(t.status))
    throw new DomainError('TRANSACTION_STATE_INVALID', { action: PAST[action] });
}

async function assertNotClaimedByOther(db: Db, t: Transaction, operator: Operator) {
  if (t.claimedBy === null || t.claimedBy === operator.operatorId) return;
  const [holder] = await db
    .select({ name: operators.name })
    .from(operators)
    .where(eq(operators.id, t.claimedBy));
  throw new DomainError('TRANSACTION_CLAIMED_BY_OTHER', { name: holder?.name ?? String(t.claimedBy) });
}

async function update(
  db: Db,
  t: Transaction,
  patch: Partial<Transaction>,
  operator: Operator,
  action: string,
  now: Date,
) {
  const [after] = await db
    .update(transactions)
    .set({ ...patch, updatedAt: now })
    .where(eq(transactions.id, t.id))
    .returning();
  await recordActivity(
    db,
    { kind: 'operator', operatorId: operator.operatorId, ip: operator.ip },
    {
      action: `transaction.${action}`,
      targetType: 'transaction',
      targetId: t.id,
      memberId: t.memberId,
      before: { status: t.status, claimed_by: t.claimedBy },
      after: { status: after!.status, claimed_by: after!.claimedBy, remark: after!.remark },
    },
  );
  return after!;
}

/** Claim: the operator takes a pending transaction; others see who holds it. */
export function claimTransaction(db: Db, id: number, operator: Operator, now: Date) {
  return inTransaction(db, async (tx) => {
    const t = await lockTransaction(tx, id, operator, 'claim');
    assertStatus(t, ['pending'], 'claim');
    await assertNotClaimedByOther(tx, t, operator);
    return update(tx, t, { claimedBy: operator.operatorId, claimedAt: now }, operator, 'claim', now);
  });
}

/** Reject: pending -> failed, remark required, nothing moves. */
export function rejectTransaction(db: Db, id: number, operator: Operator, remark: string, now: Date) {
  return inTransaction(db, async (tx) => {
    const t = await lockTransaction(tx, id, operator, 'reject');
    if (!remark.trim()) throw new DomainError('REMARK_REQUIRED');
    assertStatus(t, ['pending'], 'reject');
    await assertNotClaimedByOther(tx, t, operator);
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
    await assertNotClaimedByOther(tx, t, operator);
    await tx.update(members).set({ fraud: true, updatedAt: now }).where(eq(members.id, t.memberId));
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
      const bank = await getBank(tx, bankId, false);
      if (bank.requireReceipt && !receipt) throw new DomainError('RECEIPT_REQUIRED');
      await postLedger(tx, {
        transactionId: t.id,
        kind: 'withdrawal_payout',
        legs: [
          { accountId: await bankLedgerAccount(tx, bank), amountSen: -t.amountSen },
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
  const [t] = await db.select().from(transactions).where(eq(transactions.id, id));
  return { transaction: t!, outcome: result.kind };
}

/**
 * Approve: pending -> processing, the provider call is recorded and sent, then success or
 * failed by its reply; no reply leaves it processing with the timeout flag (DESIGN §4).
 */
export async function approveTransaction(
  db: Db,
  id: number,
  operator: Operator,
  now: () => Date,
): Promise<MoveResult> {
  const [peek] = await db.select().from(transactions).where(eq(transactions.id, id));
  if (!peek) throw new DomainError('TRANSACTION_NOT_FOUND');
  if (!operator.can(permissionFor(peek.type, 'approve'))) throw new DomainError('FORBIDDEN');
  if (peek.memberAccountId === null || peek.type === 'transfer' || peek.type === 'reward')
    throw new DomainError('TRANSACTION_STATE_INVALID', { action: PAST.approve });
  const row = await getMemberAccount(db, peek.memberAccountId);
  const account = await ensureSynced(db, row);
  if (peek.type === 'withdrawal' && peek.status === 'pending') {
    const provider = await providerForProduct(db, row.product);
    await assertRolloverMet(db, {
      memberAccountId: account.id,
      username: account.username,
      balanceSen: await provider.getBalance(account.username).catch(() => Number.MAX_SAFE_INTEGER),
      provider,
    });
  }
  const call = await inTransaction(db, async (tx) => {
    const t = await lockTransaction(tx, id, operator, 'approve');
    assertStatus(t, ['pending'], 'approve');
    await assertNotClaimedByOther(tx, t, operator);
    assertAccountUsable(row);
    let moveSen = Math.abs(t.amountSen);
    let patch: Partial<Transaction> = { status: 'processing', claimedBy: t.claimedBy ?? operator.operatorId };
    if (t.type === 'deposit' && t.bonusId !== null) {
      const grant = await evaluateBonus(tx, {
        bonusId: t.bonusId,
        memberId: t.memberId,
        depositSen: t.amountSen,
        now: now(),
        excludeTransactionId: t.id,
      });
      moveSen += grant.bonusSen;
      patch = {
        ...patch,
        bonusSen: grant.bonusSen,
        rolloverSen: grant.rolloverSen,
        rolloverType: grant.bonus.rolloverType,
      };
    }
    const recorded = await recordProviderCall(tx, {
      transactionId: t.id,
      memberAccountId: row.account.id,
      purpose: 'approve',
      direction: t.type === 'withdrawal' || t.amountSen < 0 ? 'withdraw' : 'deposit',
      amountSen: moveSen,
    });
    await update(tx, t, patch, operator, 'approve', now());
    return recorded;
  });
  return finish(db, id, await sendProviderCall(db, call, now));
}

/**
 * Void: success or complete -> voided with compensating ledger entries, after the reverse
 * provider call succeeds (a refusal leaves the transaction as it was).
 */
export async function voidTransaction(
  db: Db,
  id: number,
  operator: Operator,
  remark: string | null,
  now: () => Date,
): Promise<MoveResult> {
  const call = await inTransaction(db, async (tx) => {
    const t = await lockTransaction(tx, id, operator, 'void');
    assertStatus(t, ['success', 'complete'], 'void');
    if (t.memberAccountId === null || !['deposit', 'withdrawal', 'adjustment'].includes(t.type))
      throw new DomainError('TRANSACTION_STATE_INVALID', { action: PAST.void });
    if ((await openCallsOf(tx, t.id)).length) throw new DomainError('ACCOUNT_BUSY');
    const gave = t.type === 'deposit' || (t.type === 'adjustment' && t.amountSen > 0);
    const recorded = await recordProviderCall(tx, {
      transactionId: t.id,
      memberAccountId: t.memberAccountId,
      purpose: 'void',
      direction: gave ? 'withdraw' : 'deposit',
      amountSen: Math.abs(t.amountSen) + (t.type === 'deposit' ? t.bonusSen : 0),
    });
    await update(tx, t, { remark: remark?.trim() || t.remark }, operator, 'void', now());
    return recorded;
  });
  return finish(db, id, await sendProviderCall(db, call, now));
}
