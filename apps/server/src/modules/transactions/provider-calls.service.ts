import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { inTransaction, isUniqueViolation } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import {
  type AccountWithProduct,
  getMemberAccount,
} from '../member-accounts/account-with-product.read-model.ts';
import { providerForProduct } from '../products/products.service.ts';
import { ProviderError, type ProviderErrorKind } from '../providers/game-provider.ts';
import { movementAccounts } from './movement-accounts.ts';
import { type ProviderCall, type ProviderCallPurpose, providerCalls } from './provider-calls.table.ts';
import { bookProviderGap, gapEntries, setAnchor } from './provider-gap.ts';
import { settleProviderCall } from './settle-provider-call.ts';
import { type Transaction, transactions } from './transactions.table.ts';

export type CallOutcome =
  | { kind: 'succeeded'; providerTxId: string; balanceAfterSen: number }
  | { kind: 'failed'; errorKind: ProviderErrorKind | 'not_found' };
/** `settled`: the transaction as this send's settle left it (null when another settle came first). */
export type SendResult = (CallOutcome & { settled?: Transaction | null }) | { kind: 'unknown' };

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

const balanceBefore = (call: ProviderCall, balanceAfterSen: number) =>
  call.direction === 'deposit' ? balanceAfterSen - call.amountSen : balanceAfterSen + call.amountSen;

const isSettled = (call: ProviderCall) => call.status === 'succeeded' || call.status === 'failed';

/**
 * Finishes a call exactly once: the call row is locked (with its transaction's) and only an
 * open call is settled, so a late reply and the reconciliation job cannot both apply it. A
 * success first books what the provider's log shows on the game account between the ledger's
 * last sync and this call (`gapEntries`, outside the transaction: it may ask the provider;
 * `bookProviderGap`), then the call itself, and anchors the account at the call's entry.
 * `known`: the call and its game account as the caller has them (read again otherwise).
 * Returns the settled transaction, or null when the call was settled already.
 */
export async function resolveProviderCall(
  db: Db,
  callId: number,
  outcome: CallOutcome,
  now: Date,
  known?: { call: ProviderCall; row: AccountWithProduct },
): Promise<Transaction | null> {
  const call = known?.call ?? (await providerCallById(db, callId));
  if (!call || isSettled(call)) return null;
  const succeeded = outcome.kind === 'succeeded';
  const before = succeeded ? balanceBefore(call, outcome.balanceAfterSen) : null;
  const row = succeeded ? (known?.row ?? (await getMemberAccount(db, call.memberAccountId))) : null;
  const gap =
    row && succeeded
      ? (await gapEntries(db, row, { expected: { sen: before!, now }, stopTxId: outcome.providerTxId }))
          .entries
      : null;
  return inTransaction(db, async (tx) => {
    const [locked] = await tx
      .select({ call: providerCalls, t: transactions })
      .from(providerCalls)
      .innerJoin(transactions, eq(transactions.id, providerCalls.transactionId))
      .where(eq(providerCalls.id, callId))
      .for('update');
    if (!locked || isSettled(locked.call)) return null;
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
    const acc = row ? await movementAccounts(tx, row) : null;
    if (row && acc)
      await bookProviderGap(tx, {
        row,
        acc,
        entries: gap,
        targetSen: before!,
        anchor: null,
        cause: locked.call.reference,
        now,
      });
    if (succeeded)
      await setAnchor(tx, locked.call.memberAccountId, {
        providerTxId: outcome.providerTxId,
        balanceSen: outcome.balanceAfterSen,
        at: now,
      });
    return settleProviderCall(
      tx,
      { call: { ...locked.call, balanceBeforeSen: before }, t: locked.t, acc },
      outcome,
      now,
    );
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
  options: { resend?: boolean; row?: AccountWithProduct } = {},
): Promise<SendResult> {
  const row = options.row ?? (await getMemberAccount(db, call.memberAccountId));
  const provider = await providerForProduct(db, row.product, row.kiosk);
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
  const settled = await resolveProviderCall(db, call.id, outcome, now(), { call, row });
  return { ...outcome, settled };
}
