import type { AppContext } from '../../platform/context.ts';
import { runPeriodically } from '../../platform/periodic.ts';
import { refreshAgentCredits } from './agent-credit.service.ts';

/**
 * Keeps each kiosk's agent credit on Products fresh: read at start and then every
 * AGENT_CREDIT_INTERVAL_MS (0 = off). Several instances may run it at once: each read records
 * what the kiosk answered at that moment, nothing more.
 */
export function startAgentCreditRunner(
  ctx: AppContext,
  log: { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void },
  intervalMs = ctx.config.agentCreditIntervalMs,
): () => void {
  return runPeriodically(
    intervalMs,
    async () => {
      const failed = await refreshAgentCredits(ctx.db, ctx.now);
      if (failed.length) log.warn({ kioskIds: failed }, 'agent credit not read: kiosk did not answer');
    },
    (err) => log.error({ err }, 'agent credit refresh failed'),
  );
}
