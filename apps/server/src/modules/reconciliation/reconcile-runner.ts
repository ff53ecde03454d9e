import type { AppContext } from '../../platform/context.ts';
import { runPeriodically } from '../../platform/periodic.ts';
import { pruneIdempotencyKeys } from '../idempotency/idempotency.service.ts';
import { releaseExpiredClaims } from '../transactions/actions/claim-expiry.service.ts';
import { reconcileProviderCalls } from '../transactions/provider-calls/provider-call-resend.service.ts';
import { resumeTransfers } from '../transactions/provider-calls/resume-transfers.service.ts';
import { auditAccountsOfFailedCalls } from './failed-call-audit.ts';

/**
 * Runs reconciliation periodically in this instance: open provider calls resent, the game
 * accounts of recently failed calls audited against the provider (a late move is settled or
 * raised to staff within a run), and the small upkeep beside it: pruning idempotency keys,
 * releasing expired claims. Several instances may run it at once:
 * calls are leased with SKIP LOCKED and settled under the call row's lock, so each is
 * resolved once. The first run starts at once and resends every open call whatever its age:
 * a call recorded before a crash but never sent costs seconds, not minutes (a resend is safe
 * even if another instance is sending it right now). RECONCILE_INTERVAL_MS=0 turns it off.
 * Returns a stop function.
 */
export function startReconcileRunner(
  ctx: AppContext,
  log: { error: (obj: object, msg: string) => void },
  intervalMs = ctx.config.reconcileIntervalMs,
): () => void {
  let started = false;
  return runPeriodically(
    intervalMs,
    async () => {
      const now = ctx.now();
      const staleMs = started ? undefined : 0;
      started = true;
      await reconcileProviderCalls(ctx.db, { now, staleMs });
      await auditAccountsOfFailedCalls(ctx.db, ctx.now);
      await resumeTransfers(ctx.db, { now });
      await pruneIdempotencyKeys(ctx.db, now);
      await releaseExpiredClaims(ctx.db, now);
    },
    (err) => log.error({ err }, 'reconciliation run failed'),
  );
}
