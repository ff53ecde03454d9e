import type { AppContext } from '../../platform/context.ts';
import { pruneIdempotencyKeys } from '../idempotency/idempotency.service.ts';
import { releaseExpiredClaims } from '../transactions/claim-expiry.service.ts';
import { reconcileProviderCalls } from '../transactions/provider-call-resend.service.ts';
import { resumeTransfers } from '../transactions/resume-transfers.service.ts';

/**
 * Runs reconciliation periodically in this instance (and the small upkeep beside it: pruning
 * idempotency keys, releasing expired claims). Several instances may run it at once:
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
  if (!Number.isFinite(intervalMs) || intervalMs <= 0) return () => {};
  let running = false;
  let started = false;
  const run = () => {
    if (running) return;
    running = true;
    const now = ctx.now();
    const staleMs = started ? undefined : 0;
    started = true;
    reconcileProviderCalls(ctx.db, { now, staleMs })
      .then(() => resumeTransfers(ctx.db, { now }))
      .then(() => pruneIdempotencyKeys(ctx.db, now))
      .then(() => releaseExpiredClaims(ctx.db, now))
      .catch((err: unknown) => log.error({ err }, 'reconciliation run failed'))
      .finally(() => {
        running = false;
      });
  };
  const first = setTimeout(run, 0);
  const timer = setInterval(run, intervalMs);
  timer.unref();
  first.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
