import type { AppContext } from '../../platform/context.ts';
import { pruneIdempotencyKeys } from '../idempotency/idempotency.service.ts';
import { reconcileProviderCalls } from './reconcile.service.ts';
import { resumeTransfers } from './resume-transfers.ts';

export const DEFAULT_RECONCILE_INTERVAL_MS = 15_000;

/**
 * Runs reconciliation periodically in this instance. Several instances may run it at once:
 * calls are leased with SKIP LOCKED and settled under the call row's lock, so each is
 * resolved once. RECONCILE_INTERVAL_MS=0 turns it off. Returns a stop function.
 */
export function startReconcileRunner(
  ctx: AppContext,
  log: { error: (obj: object, msg: string) => void },
  intervalMs = Number(process.env.RECONCILE_INTERVAL_MS ?? DEFAULT_RECONCILE_INTERVAL_MS),
): () => void {
  if (!Number.isFinite(intervalMs) || intervalMs <= 0) return () => {};
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    const now = ctx.now();
    reconcileProviderCalls(ctx.db, { now })
      .then(() => resumeTransfers(ctx.db, { now }))
      .then(() => pruneIdempotencyKeys(ctx.db, now))
      .catch((err: unknown) => log.error({ err }, 'reconciliation run failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
