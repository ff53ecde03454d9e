import type { ProviderErrorKind } from '../../providers/game-provider.ts';
import type { Transaction } from '../transactions.table.ts';

/** What a provider call came to: the move made (and the balance after it), or refused. */
export type CallOutcome =
  | { kind: 'succeeded'; providerTxId: string; balanceAfterSen: number }
  | { kind: 'failed'; errorKind: ProviderErrorKind | 'not_found' };

/**
 * A send's result; `unknown`: no answer, the call stays open for the reconciliation job.
 * `settled`: the transaction as this send's settle left it (null when another settle came first).
 */
export type SendResult = (CallOutcome & { settled?: Transaction | null }) | { kind: 'unknown' };
