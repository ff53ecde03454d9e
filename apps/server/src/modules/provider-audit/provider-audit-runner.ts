import type { AppContext } from '../../platform/context.ts';
import {
  DEFAULT_PROVIDER_TIMINGS,
  providerTimings,
} from '../transactions/provider-calls/provider-timings.ts';
import { runProviderAudit } from './provider-audit.service.ts';

/**
 * Runs the provider audit in this instance every `audit_interval_ms` (setting
 * `provider_timings`, read again after each run; 0 pauses it). PROVIDER_AUDIT_INTERVAL_MS
 * overrides the setting, 0 turns the runner off (tests). Two instances running it at once is
 * safe: a difference is raised once and every booking happens under the account's lock.
 */
export function startProviderAuditRunner(
  ctx: AppContext,
  log: { error: (obj: object, msg: string) => void },
  fixed = ctx.config.providerAuditIntervalMs,
): () => void {
  if (fixed !== null && (!Number.isFinite(fixed) || fixed <= 0)) return () => {};
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(tick, ms);
    timer.unref();
  };
  const tick = async () => {
    let next = fixed ?? DEFAULT_PROVIDER_TIMINGS.audit_interval_ms;
    try {
      const configured = fixed ?? (await providerTimings(ctx.db)).audit_interval_ms;
      next = configured > 0 ? configured : DEFAULT_PROVIDER_TIMINGS.audit_interval_ms;
      if (configured > 0) await runProviderAudit(ctx.db, { now: ctx.now });
    } catch (err) {
      log.error({ err }, 'provider audit run failed');
    }
    schedule(next);
  };
  schedule(fixed ?? DEFAULT_PROVIDER_TIMINGS.audit_interval_ms);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
