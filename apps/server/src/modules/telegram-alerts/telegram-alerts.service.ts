import type { Db } from '../../platform/db/client.ts';
import { getAgentCreditWarningSen } from '../settings/agent-credit-warning.ts';
import { findAlertEvents } from './alert-events.read-model.ts';
import { sendTelegramMessage } from './bot-api.ts';
import { type Delivery, deliverDueAlerts, queueAlerts } from './telegram-outbox.service.ts';
import { readTelegramSettings, telegramApiBaseOf } from './telegram-settings.service.ts';

/**
 * One run of the alerts: finds the events of the alerts switched on, queues the new ones for
 * every chat and sends what is due (new alerts and earlier failures). Nothing happens until a
 * bot token and a chat are saved. It only reads the money tables, so a failed send never
 * touches a deposit or withdrawal.
 */
export async function runTelegramAlerts(
  db: Db,
  defaultApiBase: string,
  now: () => Date,
): Promise<Delivery & { queued: number }> {
  const settings = await readTelegramSettings(db);
  const token = settings.botToken;
  if (!token || !settings.chatIds.length) return { queued: 0, sent: 0, failed: [] };
  const at = now();
  const events = await findAlertEvents(db, settings.alerts, at, await getAgentCreditWarningSen(db));
  const queued = await queueAlerts(db, events, settings.chatIds, settings.language, at);
  const apiBase = telegramApiBaseOf(settings, defaultApiBase);
  const delivery = await deliverDueAlerts(
    db,
    (chatId, text) => sendTelegramMessage(apiBase, token, chatId, text),
    now,
  );
  return { queued, ...delivery };
}
