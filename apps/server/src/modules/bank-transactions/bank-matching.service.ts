import type { MatchCandidate, MatchSettings } from '@topup/contracts/staff-operations.ts';
import { and, asc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { type Actor, recordActivity } from '../audit/record-activity.ts';
import { members } from '../members/members.table.ts';
import { settings } from '../settings/settings.table.ts';
import { assertInGateway, type GatewayScope } from '../transactions/payment-gateway.read-model.ts';
import { transactions } from '../transactions/transactions.table.ts';
import { bankLineMatches, bankTransactions } from './bank-transactions.table.ts';

/**
 * DESIGN §4: a bank line matches a deposit of the same amount (or within a drift) near in time.
 * With `auto_match`, an imported line whose only candidate has the exact amount and its bank
 * is matched without waiting for staff.
 */
const SETTINGS_KEY = 'bank_matching';
export const DEFAULT_MATCH_SETTINGS: MatchSettings = { drift_sen: 0, window_minutes: 60, auto_match: false };
const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_SUGGESTIONS = 20;
/** Deposits still waiting for their money to be seen in a bank. */
const MATCHABLE_STATUSES = ['pending', 'processing', 'success', 'complete'] as const;

export async function getMatchSettings(db: Db): Promise<MatchSettings> {
  const [row] = await db.select().from(settings).where(eq(settings.key, SETTINGS_KEY)).limit(1);
  return { ...DEFAULT_MATCH_SETTINGS, ...((row?.value as Partial<MatchSettings> | undefined) ?? {}) };
}

export async function updateMatchSettings(db: Db, actor: Actor, next: MatchSettings): Promise<MatchSettings> {
  return inTransaction(db, async (tx) => {
    const before = await getMatchSettings(tx);
    await tx
      .insert(settings)
      .values({ key: SETTINGS_KEY, value: next })
      .onConflictDoUpdate({ target: settings.key, set: { value: next, updatedAt: sql`now()` } });
    await recordActivity(tx, actor, {
      action: 'bank_matching.settings',
      targetType: 'settings',
      targetId: SETTINGS_KEY,
      before,
      after: next,
    });
    return next;
  });
}

/** The time range a line's transaction may have happened in; a date-only line spans its day. */
function searchWindow(line: { transactedAt: Date; hasTime: boolean }, windowMinutes: number) {
  const windowMs = windowMinutes * 60_000;
  const start = line.transactedAt.getTime() - windowMs;
  const end = line.transactedAt.getTime() + (line.hasTime ? 0 : DAY_MS) + windowMs;
  return { start: new Date(start), end: new Date(end) };
}

type Line = typeof bankTransactions.$inferSelect;
type Txn = typeof transactions.$inferSelect;

/** A deposit line pays deposits; a withdrawal line pays out one completed withdrawal. */
const kindOf = (line: Line): 'deposit' | 'withdrawal' => (line.depositSen > 0 ? 'deposit' : 'withdrawal');
const amountOf = (line: Line) => (line.depositSen > 0 ? line.depositSen : line.withdrawSen);
const bankOf = (t: Txn) => (t.type === 'deposit' ? t.depositBankId : t.withdrawBankId);
/** What a transaction accounts for on the statement: a deposit staff verified, its verify amount. */
const shareOf = (t: Txn) =>
  t.verification === 'verified' ? (t.verifyAmountSen ?? t.amountSen) : t.amountSen;
/** Deposits not yet seen in a bank, or verified by staff (Multi Deposit) but not linked to a line. */
const DEPOSIT_VERIFICATIONS = ['progress', 'verified'] as const;
/** When the money moved on our side: a withdrawal leaves the bank when it is completed. */
const movedAt = (t: Txn) => (t.type === 'withdrawal' ? (t.completedAt ?? t.requestedAt) : t.requestedAt);

const alreadyMatched = sql`exists (select 1 from ${bankLineMatches} m where m.transaction_id = ${transactions.id})`;

/** Whether `t` may be (part of) what `line` paid: its kind, state, bank and not matched elsewhere. */
function matchable(line: Line, t: Txn): boolean {
  if (t.type !== kindOf(line)) return false;
  if (t.type === 'deposit')
    return (
      (MATCHABLE_STATUSES as readonly string[]).includes(t.status) &&
      (DEPOSIT_VERIFICATIONS as readonly string[]).includes(t.verification) &&
      (t.depositBankId === null || t.depositBankId === line.bankId)
    );
  return t.status === 'complete' && t.withdrawBankId === line.bankId;
}

/**
 * Refuses matching a line outside the operator's payment gateway: what a line may match is
 * of its bank, so the line's bank decides ('This transaction's bank is not in your role's
 * payment gateway.').
 */
export async function assertLineInGateway(db: Db, gateway: GatewayScope, bankTransactionId: number) {
  const [line] = await db.select().from(bankTransactions).where(eq(bankTransactions.id, bankTransactionId));
  if (!line) throw new DomainError('BANK_TRANSACTION_NOT_FOUND');
  await assertInGateway(db, gateway, {
    type: kindOf(line),
    depositBankId: line.bankId,
    withdrawBankId: line.bankId,
  });
}

/**
 * Transactions this bank line may be, best first (same bank, closest amount, closest time):
 * for a deposit line, deposits of its amount (within the drift) not yet verified, and smaller
 * deposits of its bank that several together may add up to it (Multi Deposit); for a
 * withdrawal line, completed withdrawals paid from its bank. All near in time, none matched yet.
 */
export async function suggestMatches(db: Db, bankTransactionId: number): Promise<MatchCandidate[]> {
  const [line] = await db.select().from(bankTransactions).where(eq(bankTransactions.id, bankTransactionId));
  if (!line) throw new DomainError('BANK_TRANSACTION_NOT_FOUND');
  if (line.claimed || line.extraCopy) return [];
  const config = await getMatchSettings(db);
  const { start, end } = searchWindow(line, config.window_minutes);
  const amount = amountOf(line);
  const kind = kindOf(line);
  const time =
    kind === 'withdrawal'
      ? sql`coalesce(${transactions.completedAt}, ${transactions.requestedAt})`
      : sql`${transactions.requestedAt}`;
  const rows = await db
    .select({ t: transactions, name: members.name, phone: members.phone })
    .from(transactions)
    .innerJoin(members, eq(members.id, transactions.memberId))
    .where(
      and(
        eq(transactions.type, kind),
        kind === 'deposit'
          ? and(
              inArray(transactions.status, [...MATCHABLE_STATUSES]),
              inArray(transactions.verification, [...DEPOSIT_VERIFICATIONS]),
              or(
                gte(transactions.amountSen, amount - config.drift_sen),
                eq(transactions.depositBankId, line.bankId),
              ),
            )
          : and(
              eq(transactions.status, 'complete'),
              eq(transactions.withdrawBankId, line.bankId),
              gte(transactions.amountSen, amount - config.drift_sen),
            ),
        lte(transactions.amountSen, amount + config.drift_sen),
        sql`${time} between ${start.toISOString()}::timestamptz and ${end.toISOString()}::timestamptz`,
        sql`not ${alreadyMatched}`,
      ),
    )
    .limit(200);
  const reference = line.transactedAt.getTime() + (line.hasTime ? 0 : DAY_MS / 2);
  return rows
    .filter(({ t }) => matchable(line, t))
    .map(({ t, name, phone }) => ({
      transaction_id: t.id,
      type: kind,
      member_id: t.memberId,
      member_name: name,
      member_phone: phone,
      amount_sen: t.amountSen,
      status: t.status,
      verification: t.verification,
      bank_id: bankOf(t),
      requested_at: movedAt(t).toISOString(),
      amount_difference_sen: t.amountSen - amount,
      minutes_apart: Math.round(Math.abs(movedAt(t).getTime() - reference) / 60_000),
      same_bank: bankOf(t) === line.bankId,
    }))
    .sort(
      (a, b) =>
        Number(b.same_bank) - Number(a.same_bank) ||
        Math.abs(a.amount_difference_sen) - Math.abs(b.amount_difference_sen) ||
        a.minutes_apart - b.minutes_apart ||
        a.transaction_id - b.transaction_id,
    )
    .slice(0, MAX_SUGGESTIONS);
}

export type MatchResult = {
  bank_transaction_id: number;
  transaction_ids: number[];
  verification: 'verified' | 'fail';
};

/** The most deposits one line may pay (a Multi Deposit form holds about as many rows). */
export const MAX_MATCHED_PER_LINE = 20;

/**
 * Staff confirm a match: the bank line becomes claimed by what it paid. One deposit: verified,
 * or 'fail' when the amounts disagree (within the drift), its verify amount the line's. Several
 * deposits (Multi Deposit): their amounts must add up to the line exactly (spec §5 totals rule),
 * each verified at its own amount. One withdrawal line: a completed withdrawal of its bank and
 * amount (within the drift), linked. Anything that makes the pairing impossible is 'Transaction
 * unable to match.'. Locks the line, then the transactions in id order, so confirmations cannot race.
 */
export async function confirmMatch(
  db: Db,
  actor: Actor & { kind: 'operator' },
  bankTransactionId: number,
  transactionIds: number[],
  now: Date,
): Promise<MatchResult> {
  const ids = [...new Set(transactionIds)].sort((a, b) => a - b);
  if (ids.length === 0 || ids.length > MAX_MATCHED_PER_LINE)
    throw new DomainError('TRANSACTION_UNABLE_TO_MATCH');
  return inTransaction(db, async (tx) => {
    const [line] = await tx
      .select()
      .from(bankTransactions)
      .where(eq(bankTransactions.id, bankTransactionId))
      .for('update');
    if (!line) throw new DomainError('BANK_TRANSACTION_NOT_FOUND');
    const found = await tx
      .select()
      .from(transactions)
      .where(inArray(transactions.id, ids))
      .orderBy(asc(transactions.id))
      .for('update');
    if (found.length !== ids.length) throw new DomainError('TRANSACTION_NOT_FOUND');
    const elsewhere = await tx
      .select({ id: bankLineMatches.transactionId })
      .from(bankLineMatches)
      .where(inArray(bankLineMatches.transactionId, ids));
    const amount = amountOf(line);
    const { drift_sen } = await getMatchSettings(tx);
    const several = found.length > 1;
    const impossible =
      line.claimed ||
      line.extraCopy ||
      elsewhere.length > 0 ||
      found.some((t) => !matchable(line, t)) ||
      (several && kindOf(line) === 'withdrawal') ||
      // A deposit waiting for its line may differ (it becomes 'fail'); what was verified or paid out must agree.
      (!several &&
        found[0]!.verification !== 'progress' &&
        Math.abs(shareOf(found[0]!) - amount) > drift_sen);
    if (impossible) throw new DomainError('TRANSACTION_UNABLE_TO_MATCH');
    if (several && found.reduce((sum, t) => sum + shareOf(t), 0) !== amount)
      throw new DomainError('TOTAL_DEPOSIT_MISMATCH');
    await tx
      .update(bankTransactions)
      .set({
        claimed: true,
        claimedBy: actor.operatorId,
        claimedAt: now,
        updatedBy: actor.operatorId,
        updatedAt: now,
      })
      .where(eq(bankTransactions.id, bankTransactionId));
    const waiting = (t: Txn) => t.type === 'deposit' && t.verification === 'progress';
    await tx.insert(bankLineMatches).values(
      found.map((t) => ({
        transactionId: t.id,
        bankTransactionId,
        verifiedByMatch: waiting(t),
        createdAt: now,
      })),
    );
    let verification: MatchResult['verification'] = 'verified';
    for (const t of found) {
      const after: Record<string, unknown> = { bank_transaction_id: bankTransactionId };
      if (waiting(t)) {
        const verifySen = several ? t.amountSen : amount;
        const verdict = verifySen === t.amountSen ? 'verified' : 'fail';
        if (verdict === 'fail') verification = 'fail';
        await tx
          .update(transactions)
          .set({ verification: verdict, verifyAmountSen: verifySen, updatedAt: now })
          .where(eq(transactions.id, t.id));
        Object.assign(after, { verification: verdict, verify_amount_sen: verifySen });
      }
      await recordActivity(tx, actor, {
        action: 'bank_transaction.match',
        targetType: 'transaction',
        targetId: t.id,
        memberId: t.memberId,
        before: { verification: t.verification, bank_transaction_id: null },
        after,
      });
    }
    return { bank_transaction_id: bankTransactionId, transaction_ids: ids, verification };
  });
}

/** Undoes a match made in error: the line is free again and its deposits back to 'progress'. */
export async function undoMatch(
  db: Db,
  actor: Actor & { kind: 'operator' },
  bankTransactionId: number,
  now: Date,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [line] = await tx
      .select()
      .from(bankTransactions)
      .where(eq(bankTransactions.id, bankTransactionId))
      .for('update');
    if (!line) throw new DomainError('BANK_TRANSACTION_NOT_FOUND');
    const matched = await tx
      .delete(bankLineMatches)
      .where(eq(bankLineMatches.bankTransactionId, bankTransactionId))
      .returning({ id: bankLineMatches.transactionId, verifiedByMatch: bankLineMatches.verifiedByMatch });
    if (matched.length === 0) throw new DomainError('TRANSACTION_UNABLE_TO_MATCH');
    const ids = matched.map((m) => m.id);
    // Only what the match verified waits for its line again; a withdrawal, or a deposit staff
    // verified themselves (Multi Deposit), keeps its verification.
    const reopened = matched.filter((m) => m.verifiedByMatch).map((m) => m.id);
    if (reopened.length)
      await tx
        .update(transactions)
        .set({ verification: 'progress', verifyAmountSen: null, updatedAt: now })
        .where(inArray(transactions.id, reopened));
    await tx
      .update(bankTransactions)
      .set({ claimed: false, claimedBy: null, claimedAt: null, updatedBy: actor.operatorId, updatedAt: now })
      .where(eq(bankTransactions.id, bankTransactionId));
    for (const id of ids)
      await recordActivity(tx, actor, {
        action: 'bank_transaction.unmatch',
        targetType: 'transaction',
        targetId: id,
        before: { bank_transaction_id: bankTransactionId },
        after: { bank_transaction_id: null },
      });
  });
}

/**
 * Matches imported lines that are beyond doubt: exactly one candidate, same amount, same bank.
 * Each match is its own transaction; a line someone else matched meanwhile is skipped.
 * Returns how many were matched.
 */
export async function autoMatchLines(
  db: Db,
  actor: Actor & { kind: 'operator' },
  bankTransactionIds: number[],
  now: Date,
): Promise<number> {
  const config = await getMatchSettings(db);
  if (!config.auto_match) return 0;
  let matched = 0;
  for (const id of bankTransactionIds) {
    const close = (await suggestMatches(db, id)).filter(
      (c) => Math.abs(c.amount_difference_sen) <= config.drift_sen,
    );
    const only = close.length === 1 ? close[0] : undefined;
    if (only?.amount_difference_sen !== 0 || !only.same_bank) continue;
    try {
      await confirmMatch(db, actor, id, [only.transaction_id], now);
      matched++;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
    }
  }
  return matched;
}
