import { MAX_MATCHED_PER_LINE } from '@topup/contracts/api/bank-transactions.ts';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { type Actor, recordActivity } from '../audit/record-activity.ts';
import {
  lockForMatch,
  type MatchedTransaction,
  reopenBankVerification,
  verifyByBankLine,
} from '../transactions/actions/bank-match.service.ts';
import { assertInGateway, type GatewayScope } from '../transactions/payment-gateway.read-model.ts';
import { bankLineMatches, bankTransactions } from './bank-transactions.table.ts';
import { suggestMatches } from './match-candidates.read-model.ts';
import { amountOf, kindOf, matchable, shareOf } from './match-rules.ts';
import { getMatchSettings } from './match-settings.ts';

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

export type MatchResult = {
  bank_transaction_id: number;
  transaction_ids: number[];
  verification: 'verified' | 'fail';
};

/** The bank line, locked for the match being made or undone. */
async function lockLine(tx: Db, id: number) {
  const [line] = await tx.select().from(bankTransactions).where(eq(bankTransactions.id, id)).for('update');
  if (!line) throw new DomainError('BANK_TRANSACTION_NOT_FOUND');
  return line;
}

/**
 * Staff confirm a match: the bank line becomes claimed by what it paid. One deposit: verified,
 * or 'fail' when the amounts disagree (within the drift), its verify amount the line's. Several
 * deposits (Multi Deposit): their amounts must add up to the line exactly,
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
    const line = await lockLine(tx, bankTransactionId);
    const found = await lockForMatch(tx, ids);
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
    const waiting = (t: MatchedTransaction) => t.type === 'deposit' && t.verification === 'progress';
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
        await verifyByBankLine(tx, t.id, verdict, verifySen, now);
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
    await lockLine(tx, bankTransactionId);
    const matched = await tx
      .delete(bankLineMatches)
      .where(eq(bankLineMatches.bankTransactionId, bankTransactionId))
      .returning({ id: bankLineMatches.transactionId, verifiedByMatch: bankLineMatches.verifiedByMatch });
    if (matched.length === 0) throw new DomainError('TRANSACTION_UNABLE_TO_MATCH');
    const ids = matched.map((m) => m.id);
    // Only what the match verified waits for its line again; a withdrawal, or a deposit staff
    // verified themselves (Multi Deposit), keeps its verification.
    const reopened = matched.filter((m) => m.verifiedByMatch).map((m) => m.id);
    if (reopened.length) await reopenBankVerification(tx, reopened, now);
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
