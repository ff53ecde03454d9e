import type { MatchCandidate } from '@topup/contracts/staff-operations.ts';
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { type Actor, recordActivity } from '../audit/record-activity.ts';
import { members } from '../members/members.table.ts';
import { settings } from '../settings/settings.table.ts';
import { transactions } from '../transactions/transactions.table.ts';
import { bankTransactions } from './bank-transactions.table.ts';

/**
 * DESIGN §4: a bank line matches a deposit of the same amount (or within a drift) near in time.
 * With `auto_match`, an imported line whose only candidate has the exact amount and its bank
 * is matched without waiting for staff.
 */
export type MatchSettings = { drift_sen: number; window_minutes: number; auto_match: boolean };

const SETTINGS_KEY = 'bank_matching';
export const DEFAULT_MATCH_SETTINGS: MatchSettings = { drift_sen: 0, window_minutes: 60, auto_match: false };
const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_SUGGESTIONS = 10;
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

/** The time range a line's deposit may have been requested in; a date-only line spans its day. */
function searchWindow(line: { transactedAt: Date; hasTime: boolean }, windowMinutes: number) {
  const windowMs = windowMinutes * 60_000;
  const start = line.transactedAt.getTime() - windowMs;
  const end = line.transactedAt.getTime() + (line.hasTime ? 0 : DAY_MS) + windowMs;
  return { start: new Date(start), end: new Date(end) };
}

const alreadyMatched = sql`exists (select 1 from ${bankTransactions} bt where bt.transaction_id = ${transactions.id})`;

/**
 * Deposits this bank line may be: same amount (within the drift), requested within the window,
 * not yet verified or matched to another line. Best first: same bank, closest amount, closest time.
 */
export async function suggestMatches(db: Db, bankTransactionId: number): Promise<MatchCandidate[]> {
  const [line] = await db.select().from(bankTransactions).where(eq(bankTransactions.id, bankTransactionId));
  if (!line) throw new DomainError('BANK_TRANSACTION_NOT_FOUND');
  if (line.claimed || line.extraCopy || line.depositSen <= 0) return [];
  const config = await getMatchSettings(db);
  const { start, end } = searchWindow(line, config.window_minutes);
  const rows = await db
    .select({ t: transactions, name: members.name, phone: members.phone })
    .from(transactions)
    .innerJoin(members, eq(members.id, transactions.memberId))
    .where(
      and(
        eq(transactions.type, 'deposit'),
        inArray(transactions.status, [...MATCHABLE_STATUSES]),
        eq(transactions.verification, 'progress'),
        gte(transactions.amountSen, line.depositSen - config.drift_sen),
        lte(transactions.amountSen, line.depositSen + config.drift_sen),
        gte(transactions.requestedAt, start),
        lte(transactions.requestedAt, end),
        sql`not ${alreadyMatched}`,
      ),
    )
    .limit(200);
  const reference = line.transactedAt.getTime() + (line.hasTime ? 0 : DAY_MS / 2);
  return rows
    .map(({ t, name, phone }) => ({
      transaction_id: t.id,
      member_id: t.memberId,
      member_name: name,
      member_phone: phone,
      amount_sen: t.amountSen,
      status: t.status,
      verification: t.verification,
      deposit_bank_id: t.depositBankId,
      requested_at: t.requestedAt.toISOString(),
      amount_difference_sen: t.amountSen - line.depositSen,
      minutes_apart: Math.round(Math.abs(t.requestedAt.getTime() - reference) / 60_000),
      same_bank: t.depositBankId === line.bankId,
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
  transaction_id: number;
  verification: 'verified' | 'fail';
};

/**
 * Staff confirm a match: the bank line becomes claimed by the deposit (one to one) and the
 * deposit's verification becomes 'verified', or 'fail' when the amounts disagree. Anything
 * that makes the pair impossible is 'Transaction unable to match.'.
 * Locks the line, then the deposit (always in this order) so two confirmations cannot race.
 */
export async function confirmMatch(
  db: Db,
  actor: Actor & { kind: 'operator' },
  bankTransactionId: number,
  transactionId: number,
  now: Date,
): Promise<MatchResult> {
  return inTransaction(db, async (tx) => {
    const [line] = await tx
      .select()
      .from(bankTransactions)
      .where(eq(bankTransactions.id, bankTransactionId))
      .for('update');
    if (!line) throw new DomainError('BANK_TRANSACTION_NOT_FOUND');
    const [deposit] = await tx
      .select()
      .from(transactions)
      .where(eq(transactions.id, transactionId))
      .for('update');
    if (!deposit) throw new DomainError('TRANSACTION_NOT_FOUND');
    const [other] = await tx
      .select({ id: bankTransactions.id })
      .from(bankTransactions)
      .where(eq(bankTransactions.transactionId, transactionId));
    const impossible =
      line.claimed ||
      line.extraCopy ||
      line.depositSen <= 0 ||
      deposit.type !== 'deposit' ||
      !(MATCHABLE_STATUSES as readonly string[]).includes(deposit.status) ||
      deposit.verification !== 'progress' ||
      Boolean(other) ||
      (deposit.depositBankId !== null && deposit.depositBankId !== line.bankId);
    if (impossible) throw new DomainError('TRANSACTION_UNABLE_TO_MATCH');
    const verification = deposit.amountSen === line.depositSen ? 'verified' : 'fail';
    await tx
      .update(bankTransactions)
      .set({
        claimed: true,
        transactionId,
        claimedBy: actor.operatorId,
        claimedAt: now,
        updatedBy: actor.operatorId,
        updatedAt: now,
      })
      .where(and(eq(bankTransactions.id, bankTransactionId), eq(bankTransactions.claimed, false)));
    await tx
      .update(transactions)
      .set({ verification, verifyAmountSen: line.depositSen, updatedAt: now })
      .where(and(eq(transactions.id, transactionId), eq(transactions.verification, 'progress')));
    await recordActivity(tx, actor, {
      action: 'bank_transaction.match',
      targetType: 'transaction',
      targetId: transactionId,
      memberId: deposit.memberId,
      before: { verification: deposit.verification, bank_transaction_id: null },
      after: { verification, bank_transaction_id: bankTransactionId, verify_amount_sen: line.depositSen },
    });
    return { bank_transaction_id: bankTransactionId, transaction_id: transactionId, verification };
  });
}

/** Undoes a match made in error: the line is free again and the deposit back to 'progress'. */
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
    if (!line.transactionId) throw new DomainError('TRANSACTION_UNABLE_TO_MATCH');
    await tx
      .update(transactions)
      .set({ verification: 'progress', verifyAmountSen: null, updatedAt: now })
      .where(eq(transactions.id, line.transactionId));
    await tx
      .update(bankTransactions)
      .set({
        claimed: false,
        transactionId: null,
        claimedBy: null,
        claimedAt: null,
        updatedBy: actor.operatorId,
        updatedAt: now,
      })
      .where(eq(bankTransactions.id, bankTransactionId));
    await recordActivity(tx, actor, {
      action: 'bank_transaction.unmatch',
      targetType: 'transaction',
      targetId: line.transactionId,
      before: { bank_transaction_id: bankTransactionId },
      after: { verification: 'progress' },
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
  if (!(await getMatchSettings(db)).auto_match) return 0;
  let matched = 0;
  for (const id of bankTransactionIds) {
    const candidates = await suggestMatches(db, id);
    const only = candidates.length === 1 ? candidates[0] : undefined;
    if (only?.amount_difference_sen !== 0 || !only.same_bank) continue;
    try {
      await confirmMatch(db, actor, id, only.transaction_id, now);
      matched++;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
    }
  }
  return matched;
}
