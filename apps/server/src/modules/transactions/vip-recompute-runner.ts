import type { AppContext } from '../../platform/context.ts';
import { runPeriodically } from '../../platform/periodic.ts';
import { recomputeVipLevels } from './vip-recompute.ts';

/** Recomputes members' VIP levels at start and every VIP_RECOMPUTE_INTERVAL_MS (0 = off). */
export function startVipRecompute(
  ctx: AppContext,
  log: { error: (obj: object, msg: string) => void },
): () => void {
  return runPeriodically(
    ctx.config.vipRecomputeIntervalMs,
    () => recomputeVipLevels(ctx.db, ctx.now()),
    (err) => log.error({ err }, 'VIP level recompute failed'),
  );
}
