import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { inTransaction } from '../../../platform/db/transaction.ts';
import { DomainError } from '../../../platform/errors.ts';
import { recordActivity } from '../../audit/record-activity.ts';
import type { ClaimedKey } from '../../idempotency/idempotency.service.ts';
import {
  type AccountWithProduct,
  getMemberAccount,
} from '../../member-accounts/account-with-product.read-model.ts';
import {
  assertAccountUsable,
  ensureSynced,
  providerBalance,
} from '../../member-accounts/member-accounts.service.ts';
import { type Operator, operatorActor } from '../actions/transaction-actions.service.ts';
import {
  type CallOutcome,
  recordProviderCall,
  sendProviderCall,
} from '../provider-calls/provider-calls.service.ts';
import { type Transaction, transactions } from '../transactions.table.ts';

export type TransferResult = { transaction: Transaction; outcome: 'succeeded' | 'failed' | 'unknown' };

/** The credit the account's last successful deposit gave (amount plus bonus), or null. */
async function lastDepositSen(db: Db, memberAccountId: number): Promise<number | null> {
  const [last] = await db
    .select({ amountSen: transactions.amountSen, bonusSen: transactions.bonusSen })
    .from(transactions)
    .where(
      and(
        eq(transactions.memberAccountId, memberAccountId),
        eq(transactions.type, 'deposit'),
        inArray(transactions.status, ['success', 'complete']),
      ),
    )
    .orderBy(desc(transactions.id))
    .limit(1);
  return last ? last.amountSen + last.bonusSen : null;
}

async function reload(db: Db, id: number): Promise<Transaction> {
  const [t] = await db.select().from(transactions).where(eq(transactions.id, id));
  return t!;
}

/** A transfer involves two games: the one no longer offered is named, so staff see which side stops it. */
function assertProductOffered({ product }: AccountWithProduct): void {
  if (product.status !== 'active')
    throw new DomainError('PRODUCT_NAMED_NOT_FOUND', { product: product.name });
}

async function checkAccounts(db: Db, fromId: number, toId: number) {
  if (fromId === toId) throw new DomainError('TRANSFER_SAME_ACCOUNT');
  const from = await getMemberAccount(db, fromId);
  const to = await getMemberAccount(db, toId);
  // A transfer moves a member's credit between their own game accounts, never to another member.
  if (from.account.memberId !== to.account.memberId) throw new DomainError('UNABLE_TO_TRANSFER');
  assertProductOffered(from);
  assertProductOffered(to);
  assertAccountUsable(from);
  assertAccountUsable(to);
  return { from, to };
}

async function startTransfer(
  db: Db,
  from: AccountWithProduct,
  to: AccountWithProduct,
  amountSen: number,
  operator: Operator,
  remark: string | null,
  now: Date,
  key: ClaimedKey | undefined,
) {
  return inTransaction(db, async (tx) => {
    const [t] = await tx
      .insert(transactions)
      .values({
        memberId: from.account.memberId,
        memberAccountId: from.account.id,
        toMemberAccountId: to.account.id,
        type: 'transfer',
        amountSen,
        status: 'processing',
        remark,
        createdBy: operator.operatorId,
        claimedBy: operator.operatorId,
        requestedAt: now,
      })
      .returning();
    await recordActivity(tx, operatorActor(operator), {
      action: 'transfer.create',
      targetType: 'transaction',
      targetId: t!.id,
      memberId: from.account.memberId,
      after: { amount_sen: amountSen, from: from.account.id, to: to.account.id },
    });
    await key?.recordTransaction(tx, t!.id);
    const call = await recordProviderCall(tx, {
      transactionId: t!.id,
      memberAccountId: from.account.id,
      purpose: 'transfer_out',
      direction: 'withdraw',
      amountSen,
    });
    return { transaction: t!, call };
  });
}

async function sendLeg(
  db: Db,
  t: Transaction,
  accountId: number,
  purpose: 'transfer_in' | 'void',
  now: () => Date,
): Promise<CallOutcome | { kind: 'unknown' }> {
  const call = await inTransaction(db, (tx) =>
    recordProviderCall(tx, {
      transactionId: t.id,
      memberAccountId: accountId,
      purpose,
      direction: 'deposit',
      amountSen: t.amountSen,
    }),
  );
  return sendProviderCall(db, call, now);
}

/**
 * Transfer: a member's whole credit moves from one game account to another of theirs (a
 * deposit made into the wrong product). Allowed only while the balance still equals the last
 * deposit ('Unable to transfer because last deposit amount is not equal to current balance.').
 * The credit is taken out first, then put in; if putting it in is refused, it goes back to the
 * source account and the transfer ends voided. A leg without a reply stays for reconciliation.
 */
export async function transferCredit(
  db: Db,
  input: { fromAccountId: number; toAccountId: number; remark: string | null },
  operator: Operator,
  now: () => Date,
  key?: ClaimedKey,
): Promise<TransferResult> {
  if (!operator.can('transactions.transfer')) throw new DomainError('FORBIDDEN');
  const checked = await checkAccounts(db, input.fromAccountId, input.toAccountId);
  const from = { ...checked.from, account: await ensureSynced(db, checked.from) };
  const to = { ...checked.to, account: await ensureSynced(db, checked.to) };
  const balanceSen = await providerBalance(db, from);
  const last = await lastDepositSen(db, from.account.id);
  if (last === null || balanceSen !== last) throw new DomainError('TRANSFER_LAST_DEPOSIT_MISMATCH');
  if (balanceSen <= 0) throw new DomainError('INSUFFICIENT_BALANCE');

  const started = await startTransfer(db, from, to, balanceSen, operator, input.remark, now(), key);
  const out = await sendProviderCall(db, started.call, now);
  if (out.kind !== 'succeeded') {
    return { transaction: await reload(db, started.transaction.id), outcome: out.kind };
  }
  const inLeg = await sendLeg(db, started.transaction, to.account.id, 'transfer_in', now);
  if (inLeg.kind === 'failed') {
    await sendLeg(db, started.transaction, from.account.id, 'void', now);
    return { transaction: await reload(db, started.transaction.id), outcome: 'failed' };
  }
  return { transaction: await reload(db, started.transaction.id), outcome: inLeg.kind };
}
