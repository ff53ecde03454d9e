import type { MatchedTransaction } from '../transactions/actions/bank-match.service.ts';
import type { bankTransactions } from './bank-transactions.table.ts';

/** Which transactions a bank line may pay, shared by the suggestions and the confirmation. */
export type Line = typeof bankTransactions.$inferSelect;
type Txn = MatchedTransaction;

/** Deposits still waiting for their money to be seen in a bank. */
export const MATCHABLE_STATUSES = ['pending', 'processing', 'success', 'complete'] as const;
/** Deposits not yet seen in a bank, or verified by staff (Multi Deposit) but not linked to a line. */
export const DEPOSIT_VERIFICATIONS = ['progress', 'verified'] as const;

/** A deposit line pays deposits; a withdrawal line pays out one completed withdrawal. */
export const kindOf = (line: Line): 'deposit' | 'withdrawal' =>
  line.depositSen > 0 ? 'deposit' : 'withdrawal';
export const amountOf = (line: Line) => (line.depositSen > 0 ? line.depositSen : line.withdrawSen);
/** What a transaction accounts for on the statement: a deposit staff verified, its verify amount. */
export const shareOf = (t: Txn) =>
  t.verification === 'verified' ? (t.verifyAmountSen ?? t.amountSen) : t.amountSen;

/** Whether `t` may be (part of) what `line` paid: its kind, state, bank and not matched elsewhere. */
export function matchable(line: Line, t: Txn): boolean {
  if (t.type !== kindOf(line)) return false;
  if (t.type === 'deposit')
    return (
      (MATCHABLE_STATUSES as readonly string[]).includes(t.status) &&
      (DEPOSIT_VERIFICATIONS as readonly string[]).includes(t.verification) &&
      (t.depositBankId === null || t.depositBankId === line.bankId)
    );
  return t.status === 'complete' && t.withdrawBankId === line.bankId;
}
