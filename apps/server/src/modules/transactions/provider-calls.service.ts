import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { inTransaction, isUniqueViolation } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { getMemberAccount } from '../member-accounts/account-with-product.read-model.ts';
import { providerForProduct } from '../products/products.service.ts';
import { ProviderError, type ProviderErrorKind } from '../providers/game-provider.ts';
import { movementAccounts } from './movement-accounts.ts';
import { type ProviderCall, type ProviderCallPurpose, providerCalls } from './provider-calls.table.ts';
import { bookProviderGap, gapEntries, setAnchor } from './provider-gap.ts';
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

export async function providerCallById(db: Db, id: number): Promise<ProviderCall | undefined> {
  const [call] = await db.select().from(providerCalls).where(eq(providerCalls.id, id));
  return call;
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
 * Outside the settling transaction (it may ask the provider): what the provider's log shows on
 * the call's game account between the ledger's last sync and this call, when the two differ.
 */
async function gapBefore(db: Db, callId: number, outcome: CallOutcome, now: Date) {
  if (outcome.kind !== 'succeeded') return null;
  const [call] = await db.select().from(providerCalls).where(eq(providerCalls.id, callId));
  if (!call || call.status === 'succeeded' || call.status === 'failed') return null;
  const row = await getMemberAccount(db, call.memberAccountId);
  const { entries } = await gapEntries(db, row, {
    expected: { sen: balanceBefore(call, outcome.balanceAfterSen), now },
    stopTxId: outcome.providerTxId,
  });
  return entries;
}

const balanceBefore = (call: ProviderCall, balanceAfterSen: number) =>
  call.direction === 'deposit' ? balanceAfterSen - call.amountSen : balanceAfterSen + call.amountSen;

/**
 * Finishes a call exactly once: the call row is locked and only an open call is settled, so a
 * late reply and the reconciliation job cannot both apply it. A success first books what the
 * provider's log shows since the account's last sync (`bookProviderGap`), then the call itself,
 * and anchors the account at the call's entry. Returns whether this call did it.
 */
export async function resolveProviderCall(
  db: Db,
  callId: number,
  outcome: CallOutcome,
  now: Date,
): Promise<boolean> {
  const gap = await gapBefore(db, callId, outcome, now);
  return inTransaction(db, async (tx) => {
    const [call] = await tx.select().from(providerCalls).where(eq(providerCalls.id, callId)).for('update');
    if (!call || call.status === 'succeeded' || call.status === 'failed') return false;
    await tx
      .select({ id: transactions.id })
      .from(transactions)
      .where(eq(transactions.id, call.transactionId))
      .for('update');
    const succeeded = outcome.kind === 'succeeded';
    const before = succeeded ? balanceBefore(call, outcome.balanceAfterSen) : null;
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
    if (succeeded) {
      const row = await getMemberAccount(tx, call.memberAccountId);
      await bookProviderGap(tx, {
        row,
        acc: await movementAccounts(tx, row),
        entries: gap,
        targetSen: before!,
        anchor: null,
        cause: call.reference,
        now,
      });
    }
    await settleProviderCall(tx, { ...call, balanceBeforeSen: before }, outcome, now);
    if (succeeded)
      await setAnchor(tx, call.memberAccountId, {
        providerTxId: outcome.providerTxId,
        balanceSen: outcome.balanceAfterSen,
        at: now,
      });
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
 * timeout flag set, for the reconciliation job. A resend (`resend`) of a call whose first send
 * may have landed fails it only when the provider refuses and its log confirms the reference
 * never happened; a refusal it cannot confirm leaves the call open.
 */
export async function sendProviderCall(
  db: Db,
  call: ProviderCall,
  now: () => Date,
  options: { resend?: boolean } = {},
): Promise<SendResult> {
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
    if (options.resend) {
      const entry = await provider.findScoreByReference(call.reference).catch((lookup: unknown) => {
        if (lookup instanceof ProviderError) return undefined;
        throw lookup;
      });
      if (entry === undefined) return { kind: 'unknown' };
      if (entry)
        outcome = {
          kind: 'succeeded',
          providerTxId: entry.providerTxId,
          balanceAfterSen: entry.balanceAfterSen,
        };
    }
  }
  await resolveProviderCall(db, call.id, outcome, now());
  return outcome;
}
