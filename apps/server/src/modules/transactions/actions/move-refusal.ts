import { DomainError } from '../../../platform/errors.ts';
import { recordedRefusalCode } from '../../providers/provider-errors.ts';
import type { MoveResult } from './transaction-actions.service.ts';

export type MoveFailure = 'DEPOSIT_FAILED' | 'WITHDRAWAL_FAILED' | 'VOID_FAILED' | 'UNABLE_TO_TRANSFER';

/** The failure message of an approve (or a one-step movement) by what the transaction moves. */
export const approveFailure = (result: MoveResult): MoveFailure =>
  result.transaction.type === 'withdrawal' || result.transaction.amountSen < 0
    ? 'WITHDRAWAL_FAILED'
    : 'DEPOSIT_FAILED';

/**
 * A provider refused the movement: its own message when it has one (maintenance, insufficient
 * balance, account not found), else `failure`. A refused void keeps its own message: the
 * reversal, not the account, is what failed.
 */
export function moveRefusal(result: MoveResult, failure: MoveFailure): DomainError {
  if (failure === 'VOID_FAILED') return new DomainError(failure);
  return new DomainError(recordedRefusalCode(result.transaction.failureCode, failure));
}
