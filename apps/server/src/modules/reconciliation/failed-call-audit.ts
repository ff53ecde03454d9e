import type { Db } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import { ProviderError } from '../providers/game-provider.ts';
import { syncGameBalance } from '../transactions/money-forms/sync-balance.service.ts';
import { accountsWithCallsFailedSince } from './failed-call-accounts.read-model.ts';

/**
 * How long after a call failed its game account is audited again on every reconciliation run.
 * A provider that applies a move after refusing it does so within seconds; a later one is left
 * to the periodic provider audit.
 */
export const FAILED_CALL_FOLLOW_UP_MS = 2 * 60_000;

export type FailedCallAudit = { accounts: number; lateMoves: number; raised: number; busy: number };

/**
 * Audits against the provider each game account with a call that failed within the follow-up:
 * its ledger is brought to the provider's balance as the provider's log explains it, so a move
 * of ours the provider applied after refusing it is settled as it happened (`settleLateMove`)
 * and anything else the log cannot explain is raised to staff, within one run instead of at the
 * next periodic audit. An account busy with another movement, or whose provider does not
 * answer, is tried again next run.
 */
export async function auditAccountsOfFailedCalls(db: Db, now: () => Date): Promise<FailedCallAudit> {
  const since = new Date(now().getTime() - FAILED_CALL_FOLLOW_UP_MS);
  const accounts = await accountsWithCallsFailedSince(db, since);
  const report: FailedCallAudit = { accounts: accounts.length, lateMoves: 0, raised: 0, busy: 0 };
  for (const id of accounts) {
    try {
      const synced = await syncGameBalance(db, id, now);
      if (synced.kind === 'busy') {
        report.busy++;
        continue;
      }
      report.lateMoves += synced.lateMoves;
      report.raised += synced.raised;
    } catch (error) {
      if (!(error instanceof DomainError || error instanceof ProviderError)) throw error;
      report.busy++;
    }
  }
  return report;
}
