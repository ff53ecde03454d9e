import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { inTransaction, isUniqueViolation } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { getMemberAccount } from '../member-accounts/member-accounts.service.ts';
import { providerForProduct } from '../products/products.service.ts';
import { ProviderError, type ProviderErrorKind } from '../providers/game-provider.ts';
import {
  type ProviderCall,
  type ProviderCallPurpose,
  providerCalls,
} from '../reconciliation/provider-calls.table.ts';
import { settleProviderCall } from './settle-provider-call.ts';
import { transactions } from './transactions.table.ts';

export type CallOutcome =
  | { kind: 'succeeded'; providerTxId: string; balanceAfterSen: number }
  | { kind: 'failed'; errorKind: ProviderErrorKind | 'not_found' };
export type SendResult = CallOutcome | { kind: 'unknown' };

/**
 * Records a provider call in the outbox, in the caller's transaction, before it is sent. One
 * open call per game account: a second one is 'ACCOUNT_BUSY' (the unique index decides, so
 * this holds across instances).
 */
export async function recordProviderCall(
  db: Db,
  input: {
    transactionId: number;
    memberAccountId: number;
    purpose: ProviderCallPurpose;
    direction: 'deposit' | 'withdraw';
    amountSen: number;
  },
): Promise<ProviderCall> {
  const reference = `T${input.transactionId}-${input.purpose}-${randomBytes(6).toString('hex')}`;
  try {
    const [call] = await db
      .insert(providerCalls)
      .values({ ...input, reference })
      .returning();
    return call!;
  } catch (error) {
    if (isUniqueViolation(error))
      throw constraintOf(error) === 'provider_calls_once_per_purpose'
        ? new DomainError('TRANSACTION_STATE_INVALID', { action: 'processed' })
        : new DomainError('ACCOUNT_BUSY');
    throw error;
  }
}

function constraintOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    const name = (current as { constraint?: unknown }).constraint;
    if (typeof name === 'string') return name;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export async function openCallsOf(db: Db, transactionId: number): Promise<ProviderCall[]> {
  return db
    .select()
    .from(providerCalls)
    .where(
      and(
        eq(providerCalls.transactionId, transactionId),
        inArray(providerCalls.status, ['pending', 'unknown']),
      ),
    );
}

/**
 * Finishes a call exactly once: the call row is locked and only an open call is settled, so a
 * late reply and the reconciliation job cannot both apply it. Returns whether this call did it.
 */
export async function resolveProviderCall(
  db: Db,
  callId: number,
  outcome: CallOutcome,
  now: Date,
): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const [call] = await tx.select().from(providerCalls).where(eq(providerCalls.id, callId)).for('update');
    if (!call || call.status === 'succeeded' || call.status === 'failed') return false;
    const succeeded = outcome.kind === 'succeeded';
    const before = succeeded
      ? call.direction === 'deposit'
        ? outcome.balanceAfterSen - call.amountSen
        : outcome.balanceAfterSen + call.amountSen
      : null;
    await tx
      .update(providerCalls)
      .set({
        status: outcome.kind,
        providerTxId: succeeded ? outcome.providerTxId : null,
        balanceAfterSen: succeeded ? outcome.balanceAfterSen : null,
        balanceBeforeSen: before,
        errorKind: succeeded ? null : outcome.errorKind,
        resolvedAt: now,
        leaseUntil: null,
      })
      .where(eq(providerCalls.id, callId));
    await settleProviderCall(tx, { ...call, balanceBeforeSen: before }, outcome, now);
    return true;
  });
}

async function markUnknown(db: Db, call: ProviderCall): Promise<void> {
  await inTransaction(db, async (tx) => {
    const marked = await tx
      .update(providerCalls)
      .set({ status: 'unknown' })
      .where(and(eq(providerCalls.id, call.id), eq(providerCalls.status, 'pending')))
      .returning({ id: providerCalls.id });
    // Reconciliation may have settled it while we waited for the reply.
    if (marked.length)
      await tx.update(transactions).set({ timeout: true }).where(eq(transactions.id, call.transactionId));
  });
}

/**
 * Sends a recorded call and settles it by its reply. No reply in time (or a connection
 * failure, whose effect is unknown for a write) leaves it 'unknown' with the transaction's
 * timeout flag set, for the reconciliation job.
 */
export async function sendProviderCall(db: Db, call: ProviderCall, now: () => Date): Promise<SendResult> {
  const row = await getMemberAccount(db, call.memberAccountId);
  const provider = await providerForProduct(db, row.product);
  const move = { reference: call.reference, username: row.account.username, amountSen: call.amountSen };
  let outcome: CallOutcome;
  try {
    const result =
      call.direction === 'deposit' ? await provider.deposit(move) : await provider.withdraw(move);
    outcome = { kind: 'succeeded', providerTxId: result.providerTxId, balanceAfterSen: result.balanceSen };
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    if (error.outcomeUnknown) {
      await markUnknown(db, call);
      return { kind: 'unknown' };
    }
    outcome = { kind: 'failed', errorKind: error.kind };
  }
  await resolveProviderCall(db, call.id, outcome, now());
  return outcome;
}
