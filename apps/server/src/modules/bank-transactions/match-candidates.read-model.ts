import type { MatchCandidate } from '@topup/contracts/api/bank-transactions.ts';
import { and, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import { members } from '../members/members.table.ts';
import type { MatchedTransaction } from '../transactions/actions/bank-match.service.ts';
import { transactions } from '../transactions/transactions.table.ts';
import { bankLineMatches, bankTransactions } from './bank-transactions.table.ts';
import { amountOf, DEPOSIT_VERIFICATIONS, kindOf, MATCHABLE_STATUSES, matchable } from './match-rules.ts';
import { getMatchSettings } from './match-settings.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_SUGGESTIONS = 20;

/** The time range a line's transaction may have happened in; a date-only line spans its day. */
function searchWindow(line: { transactedAt: Date; hasTime: boolean }, windowMinutes: number) {
  const windowMs = windowMinutes * 60_000;
  const start = line.transactedAt.getTime() - windowMs;
  const end = line.transactedAt.getTime() + (line.hasTime ? 0 : DAY_MS) + windowMs;
  return { start: new Date(start), end: new Date(end) };
}

type Txn = MatchedTransaction;
const bankOf = (t: Txn) => (t.type === 'deposit' ? t.depositBankId : t.withdrawBankId);
/** When the money moved on our side: a withdrawal leaves the bank when it is completed. */
const movedAt = (t: Txn) => (t.type === 'withdrawal' ? (t.completedAt ?? t.requestedAt) : t.requestedAt);

const alreadyMatched = sql`exists (select 1 from ${bankLineMatches} m where m.transaction_id = ${transactions.id})`;

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
