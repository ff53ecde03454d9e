import type { AppContext } from '../../platform/context.ts';
import { runPeriodically } from '../../platform/periodic.ts';
import { runTelegramAlerts } from './telegram-alerts.service.ts';

/**
 * Looks for Telegram alerts and sends them at start and then every TELEGRAM_ALERT_INTERVAL_MS
 * (0 = off). Several instances may run it: the outbox sends each event to each chat once.
 */
export function startTelegramAlertRunner(
  ctx: AppContext,
  log: { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void },
  intervalMs = ctx.config.telegramAlertIntervalMs,
): () => void {
  return runPeriodically(
    intervalMs,
    async () => {
      const { failed } = await runTelegramAlerts(ctx.db, ctx.config.telegramApiBase, ctx.now);
      for (const failure of failed)
        log.warn(failure, failure.gaveUp ? 'telegram alert given up' : 'telegram alert not sent, will retry');
    },
    (err) => log.error({ err }, 'telegram alerts run failed'),
  );
}
