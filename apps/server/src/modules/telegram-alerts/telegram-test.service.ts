import type { TelegramTestResult } from '@topup/contracts/api/telegram-alerts.ts';
import { formatMessage } from '@topup/contracts/messages.ts';
import type { Db } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import { type Actor, recordActivity } from '../audit/record-activity.ts';
import { sendTelegramMessage } from './bot-api.ts';
import { readTelegramSettings, telegramApiBaseOf } from './telegram-settings.service.ts';

/**
 * Sends the test message to every saved chat at once (not through the outbox: staff wait for
 * the answer) and logs who sent it and what each chat answered.
 */
export async function sendTestMessage(
  db: Db,
  actor: Actor,
  defaultApiBase: string,
): Promise<TelegramTestResult[]> {
  const settings = await readTelegramSettings(db);
  const token = settings.botToken;
  if (!token || !settings.chatIds.length) throw new DomainError('TELEGRAM_NOT_CONFIGURED');
  const apiBase = telegramApiBaseOf(settings, defaultApiBase);
  const text = formatMessage('TELEGRAM_TEST_MESSAGE', settings.language);
  const results: TelegramTestResult[] = [];
  for (const chatId of settings.chatIds) {
    const error = await sendTelegramMessage(apiBase, token, chatId, text);
    results.push({ chat_id: chatId, ok: error === null, error });
  }
  await recordActivity(db, actor, {
    action: 'telegram.test',
    targetType: 'telegram_settings',
    targetId: 1,
    after: { api_base: apiBase, results },
  });
  return results;
}
