import type { AppContext } from '../../platform/context.ts';
import { runPeriodically } from '../../platform/periodic.ts';
import { purgeUnattachedReceipts } from './receipts.service.ts';

/**
 * Purges, on the reconciliation's interval (RECONCILE_INTERVAL_MS; 0 = off), the receipts
 * uploaded over a day ago that no form took. Several instances may run it at once: a receipt
 * is deleted once. Returns a stop function.
 */
export function startReceiptPurge(
  ctx: AppContext,
  log: { error: (obj: object, msg: string) => void },
): () => void {
  return runPeriodically(
    ctx.config.reconcileIntervalMs,
    async () => {
      await purgeUnattachedReceipts(ctx.db, ctx.now());
    },
    (err) => log.error({ err }, 'receipt purge failed'),
  );
}
