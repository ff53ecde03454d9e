import { randomBytes } from 'node:crypto';
import { and, eq, inArray, type Placeholder, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { preparedStatements, rowPlaceholders, rowValues } from '../../platform/db/prepared.ts';
import { inTransaction, isUniqueViolation, violatedConstraint } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { ledgerAccountIdsRead } from '../ledger/ledger.service.ts';
import {
  type AccountWithProduct,
  getMemberAccount,
} from '../member-accounts/account-with-product.read-model.ts';
import { providerForProduct } from '../products/products.service.ts';
import { ProviderError, type ProviderErrorKind, type ScoreLogEntry } from '../providers/game-provider.ts';
import { cashBankOf, movementAccountKeys, movementAccounts } from './movement-accounts.ts';
import { type ProviderCall, type ProviderCallPurpose, providerCalls } from './provider-calls.table.ts';
import { anchorUpsert, bookProviderGap, gapEntries, ledgerStanding } from './provider-gap.ts';
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
export function callRefusal(error: unknown): DomainError | undefined {
  if (!isUniqueViolation(error)) return undefined;
  return violatedConstraint(error) === 'provider_calls_once_per_purpose'
    ? new DomainError('TRANSACTION_STATE_INVALID', { action: 'processed' })
    : new DomainError('ACCOUNT_BUSY');
}

type CallInput = {
  transactionId: number;
  memberAccountId: number;
  purpose: ProviderCallPurpose;
  direction: 'deposit' | 'withdraw';
  amountSen: number;
};

/** The outbox row of a call: its input and a reference the provider has never seen. */
export const callValues = (input: CallInput) => ({
  ...input,
  reference: `T${input.transactionId}-${input.purpose}-${randomBytes(6).toString('hex')}`,
});

/** The columns of `callValues`' row. */
export const CALL_COLUMNS = [
  'transactionId',
  'memberAccountId',
  'purpose',
  'direction',
  'amountSen',
  'reference',
] as const;

/**
 * The outbox insert of `recordProviderCall`, not yet run, to send with the change that makes
 * the call: where the call may not be made (another open call on the game account, or one of
 * this purpose already), the statement fails with the unique violation `callRefusal` names, so
 * nothing it writes stays. `row`: `callValues`' row, or the placeholders of a prepared statement
 * (`rowPlaceholders(prefix, CALL_COLUMNS)`); its `transactionId` may be a subquery.
 */
export function providerCallInsert(db: Db, row: Record<(typeof CALL_COLUMNS)[number], unknown>) {
  return db
    .insert(providerCalls)
    .values(row as ReturnType<typeof callValues>)
    .returning();
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
 * `known`: the call and its game account as the caller has them (read again otherwise), and the
 * bank of the call's transaction when the caller knows it (its ledger account is then read with
 * the settle's first statement). Returns the settled transaction, or null when the call was
 * settled already.
 */
export async function resolveProviderCall(
  db: Db,
  callId: number,
  outcome: CallOutcome,
  now: Date,
  known?: { call: ProviderCall; row: AccountWithProduct; bankId?: number | null },
): Promise<Transaction | null> {
  const call = known?.call ?? (await providerCallById(db, callId));
  if (!call || isSettled(call)) return null;
  const succeeded = outcome.kind === 'succeeded';
  const row = succeeded ? (known?.row ?? (await getMemberAccount(db, call.memberAccountId))) : null;
  // First as if the ledger stood at the provider's balance before the call (the usual case:
  // nothing to explain, no log to read); when it does not, the log is read (outside any
  // database transaction: it asks the provider) and the settle runs again with its entries.
  let gap: ScoreLogEntry[] | null | undefined;
  for (;;) {
    try {
      return await inTransaction(db, (tx) =>
        settleCall(tx, { call, row, outcome, now, gap, bankId: known?.bankId ?? null }),
      );
    } catch (error) {
      if (error instanceof SettledAlready) return null;
      if (!(error instanceof GapToExplain) || !row || !succeeded) throw error;
      gap = (await gapEntries(db, row, { stopTxId: outcome.providerTxId })).entries;
    }
  }
}

/** Thrown inside a settle's database transaction to roll it back: the call was settled already. */
class SettledAlready extends Error {}
/** Thrown inside a settle's database transaction to roll it back: the provider's log is needed. */
class GapToExplain extends Error {}

/** The columns the settle's first statement sets on the call row (every shape sets all). */
const SETTLE_SETS = [
  'status',
  'providerTxId',
  'balanceAfterSen',
  'balanceBeforeSen',
  'errorKind',
  'resolvedAt',
  'leaseUntil',
] as const;

/**
 * The settle's first statement (built once per shape): the call is settled only while open (a
 * concurrent settle holds its row until it commits, then this finds it settled), its
 * transaction is locked, a success anchors the game account at the call's entry, reads the ids of
 * the ledger accounts the movement posts to (`movementAccountKeys`; the bank's when given) and,
 * before the log is read ('standing'), locks its ledger account and tells whether it stands at
 * the balance before the call.
 */
const settleStatement = preparedStatements(
  'provider_call_settle',
  (tx, shape: 'failed' | 'succeeded' | 'standing') => {
    const memberAccountId = sql.placeholder('memberAccountId');
    const settledCall = tx.$with('settled_call').as(
      tx
        .update(providerCalls)
        .set(rowPlaceholders('set_', SETTLE_SETS) as unknown as Partial<ProviderCall>)
        .where(
          and(
            eq(providerCalls.id, sql.placeholder('callId')),
            inArray(providerCalls.status, ['pending', 'unknown']),
          ),
        )
        .returning(),
    );
    const anchored =
      shape === 'failed'
        ? null
        : tx.$with('anchored').as(
            anchorUpsert(tx, memberAccountId, {
              providerTxId: sql.placeholder('anchorTxId'),
              balanceSen: sql.placeholder('anchorSen'),
              at: sql.placeholder('anchorAt'),
            }),
          );
    const standing =
      shape === 'standing'
        ? ledgerStanding(tx, memberAccountId, {
            sen: sql.placeholder('standingSen'),
            now: sql.placeholder('now'),
          })
        : null;
    const ledgerIds =
      shape === 'failed'
        ? null
        : ledgerAccountIdsRead(
            tx,
            'movement_ledger',
            movementAccountKeys<Placeholder>(
              memberAccountId,
              sql.placeholder('kioskId'),
              sql.placeholder('bankId'),
            ),
          );
    const ctes = [
      settledCall,
      ...(anchored ? [anchored] : []),
      ...(ledgerIds ? [ledgerIds] : []),
      ...(standing ? [standing.locked, standing.standing] : []),
    ];
    let query = tx
      .with(...ctes)
      .select()
      .from(settledCall)
      .innerJoin(transactions, eq(transactions.id, settledCall.transactionId))
      .$dynamic();
    if (ledgerIds) query = query.crossJoin(ledgerIds);
    if (standing) query = query.crossJoin(standing.standing);
    return query.for('update', { of: transactions });
  },
);

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
    bankId: number | null;
  },
): Promise<Transaction> {
  const { call, row, outcome, now, gap, bankId } = input;
  const succeeded = outcome.kind === 'succeeded';
  const before = succeeded ? balanceBefore(call, outcome.balanceAfterSen) : null;
  const standing = succeeded && gap === undefined;
  const [found] = await settleStatement(tx, succeeded ? (standing ? 'standing' : 'succeeded') : 'failed', {
    callId: call.id,
    ...rowValues('set_', {
      status: outcome.kind,
      providerTxId: succeeded ? outcome.providerTxId : null,
      balanceAfterSen: succeeded ? outcome.balanceAfterSen : null,
      balanceBeforeSen: before,
      errorKind: succeeded ? null : outcome.errorKind,
      resolvedAt: now,
      leaseUntil: null,
    }),
    memberAccountId: call.memberAccountId,
    ...(succeeded
      ? {
          anchorTxId: outcome.providerTxId,
          anchorSen: outcome.balanceAfterSen,
          anchorAt: now,
          kioskId: row?.product.kioskId ?? 0,
          bankId,
        }
      : {}),
    ...(standing ? { standingSen: before, now: now.toISOString() } : {}),
  });
  if (!found) throw new SettledAlready();
  if (standing && !(found as { standing?: { stands: boolean } }).standing?.stands) throw new GapToExplain();
  const t = found.transactions;
  const read = (found as { movement_ledger?: { ids: (number | null)[] } }).movement_ledger;
  const acc = row ? await movementAccounts(tx, row, cashBankOf(t), read && { bankId, ids: read.ids }) : null;
  if (row && acc && !standing)
    await bookProviderGap(tx, {
      row,
      acc,
      entries: gap ?? null,
      targetSen: before!,
      anchor: null,
      cause: call.reference,
      now,
    });
  return settleProviderCall(
    tx,
    { call: { ...found.settled_call, balanceBeforeSen: before }, t, acc },
    outcome,
    now,
  );
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
  options: { resend?: boolean; row?: AccountWithProduct; bankId?: number | null } = {},
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
  const settled = await resolveProviderCall(db, call.id, outcome, now(), {
    call,
    row,
    bankId: options.bankId,
  });
  return { ...outcome, settled };
}
