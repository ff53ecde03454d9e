// provider-calls/: the outbox of moves at a game provider. Recording a call, sending it,
// settling it exactly once (settle-provider-call.ts books its effect), explaining what the
// provider's log shows in between (provider-gap.ts, settle-late-move.ts), and the jobs that resend
// open calls and finish transfers.

import { randomBytes } from 'node:crypto';
import { and, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { inTransaction, isUniqueViolation, violatedConstraint } from '../../../platform/db/transaction.ts';
import { assert, DomainError } from '../../../platform/errors.ts';
import {
  type AccountWithProduct,
  getMemberAccount,
} from '../../member-accounts/account-with-product.read-model.ts';
import { providerForProduct } from '../../products/products.service.ts';
import { ProviderError, type ScoreLogEntry } from '../../providers/game-provider.ts';
import { type ProviderCall, type ProviderCallPurpose, providerCalls } from '../provider-calls.table.ts';
import { type Transaction, transactions } from '../transactions.table.ts';
import type { CallOutcome, SendResult } from './call-outcome.ts';
import { cashBankOf, movementAccounts } from './movement-accounts.ts';
import { bookProviderGap, gapEntries, lateMovePossibleSql, setAnchor, standsAt } from './provider-gap.ts';
import { settleProviderCall } from './settle-provider-call.ts';

export type { CallOutcome, SendResult } from './call-outcome.ts';

/**
 * Records a provider call in the outbox, in the caller's transaction, before it is sent. One
 * open call per game account: a second one is 'ACCOUNT_BUSY' (the unique index decides, so
 * this holds across instances).
 */
export async function recordProviderCall(db: Db, input: CallInput): Promise<ProviderCall> {
  try {
    const [call] = await db.insert(providerCalls).values(callValues(input)).returning();
    return call!;
  } catch (error) {
    throw callRefusal(error) ?? error;
  }
}

/**
 * Why a call's insert was refused, as the staff see it: a call of this purpose is already on
 * the transaction, or another call is open on the game account; undefined for another error.
 */
function callRefusal(error: unknown): DomainError | undefined {
  if (!isUniqueViolation(error)) return undefined;
  return violatedConstraint(error) === 'provider_calls_once_per_purpose'
    ? new DomainError('TRANSACTION_STATE_INVALID', { action: 'processed' })
    : new DomainError('ACCOUNT_BUSY');
}

export type CallInput = {
  transactionId: number;
  memberAccountId: number;
  purpose: ProviderCallPurpose;
  direction: 'deposit' | 'withdraw';
  amountSen: number;
};

/** The outbox row of a call: its input and a reference the provider has never seen. */
const callValues = (input: CallInput) => ({
  ...input,
  reference: `T${input.transactionId}-${input.purpose}-${randomBytes(6).toString('hex')}`,
});

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

/** A settle reads the provider's log at most once: the second attempt books what it shows. */
const MAX_SETTLE_ATTEMPTS = 2;

/**
 * Finishes a call exactly once: the call row is settled only while open (with its transaction
 * locked), so a late reply and the reconciliation job cannot both apply it. A success first
 * books what the provider's log shows on the game account between the ledger's last sync and
 * this call (`bookProviderGap`), then the call itself, and anchors the account at the call's
 * entry. The settle first runs as if the ledger stood at the provider's balance before the call
 * (the usual case: nothing to explain, no log to read); when it does not, it rolls back, the log
 * is read outside any database transaction (it asks the provider) and the settle runs again with
 * its entries. `known`: the call and its game account as the caller has them (read again
 * otherwise), and the bank of the call's transaction when the caller knows it. Returns the
 * settled transaction, or null when the call was settled already.
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
  const row = succeeded ? (known?.row ?? (await getMemberAccount(db, call.memberAccountId))) : null;
  let gap: ScoreLogEntry[] | null | undefined;
  for (let attempt = 1; attempt <= MAX_SETTLE_ATTEMPTS; attempt++) {
    try {
      return await inTransaction(db, (tx) => settleCall(tx, { call, row, outcome, now, gap }));
    } catch (error) {
      if (error instanceof SettledAlready) return null;
      if (!(error instanceof GapToExplain) || !row || !succeeded) throw error;
      assert(gap === undefined, `call ${call.id}: a settle with the log's entries books the gap`);
      gap = (await gapEntries(db, row, { stopTxId: outcome.providerTxId })).entries;
    }
  }
  throw new Error(`call ${call.id} not settled in ${MAX_SETTLE_ATTEMPTS} attempts`);
}

/** Thrown inside a settle's database transaction to roll it back: the call was settled already. */
class SettledAlready extends Error {}
/** Thrown inside a settle's database transaction to roll it back: the provider's log is needed. */
class GapToExplain extends Error {}

/**
 * Settles an open call with its outcome; undefined when it was settled already. Answers too
 * whether another call on the game account failed recently enough for its move to land late.
 */
async function closeCall(
  tx: Db,
  call: ProviderCall,
  outcome: CallOutcome,
  balanceBeforeSen: number | null,
  now: Date,
): Promise<{ closed: ProviderCall; lateMovePossible: boolean } | undefined> {
  const succeeded = outcome.kind === 'succeeded';
  const [row] = await tx
    .update(providerCalls)
    .set({
      status: outcome.kind,
      providerTxId: succeeded ? outcome.providerTxId : null,
      balanceAfterSen: succeeded ? outcome.balanceAfterSen : null,
      balanceBeforeSen,
      errorKind: succeeded ? null : outcome.errorKind,
      resolvedAt: now,
      leaseUntil: null,
    })
    .where(and(eq(providerCalls.id, call.id), inArray(providerCalls.status, ['pending', 'unknown'])))
    .returning({ ...getTableColumns(providerCalls), lateMovePossible: lateMovePossibleSql(now) });
  if (!row) return undefined;
  const { lateMovePossible, ...closed } = row;
  return { closed, lateMovePossible };
}

/**
 * One attempt of `resolveProviderCall`, in its database transaction. `gap`: the log's entries
 * since the anchor (null: the log cannot say), or undefined when not read yet.
 */
async function settleCall(
  tx: Db,
  input: {
    call: ProviderCall;
    row: AccountWithProduct | null;
    outcome: CallOutcome;
    now: Date;
    gap: ScoreLogEntry[] | null | undefined;
  },
): Promise<Transaction> {
  const { call, row, outcome, now, gap } = input;
  const before = outcome.kind === 'succeeded' ? balanceBefore(call, outcome.balanceAfterSen) : null;
  // The call row first, then its transaction: the order every settle takes them in.
  const closing = await closeCall(tx, call, outcome, before, now);
  if (!closing) throw new SettledAlready();
  const { closed } = closing;
  const [t] = await tx
    .select()
    .from(transactions)
    .where(eq(transactions.id, call.transactionId))
    .for('update');
  assert(t !== undefined, `transaction of call ${call.id} exists`);
  if (outcome.kind === 'failed') return settleProviderCall(tx, { call: closed, t, acc: null }, outcome, now);
  assert(row !== null && before !== null, `call ${call.id}: a success settles with its game account`);
  const acc = await movementAccounts(tx, row, cashBankOf(t));
  if (gap === undefined) {
    if (!(await standsAt(tx, acc.member, before, closing.lateMovePossible))) throw new GapToExplain();
  } else
    await bookProviderGap(tx, {
      row,
      acc,
      entries: gap,
      targetSen: before,
      anchor: null,
      cause: call.reference,
      now,
    });
  await setAnchor(tx, call.memberAccountId, {
    providerTxId: outcome.providerTxId,
    balanceSen: outcome.balanceAfterSen,
    at: now,
  });
  return settleProviderCall(tx, { call: closed, t, acc }, outcome, now);
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
