import type {
  TelegramAlertRules,
  TelegramSettingsView,
  telegramSettingsBodySchema,
} from '@topup/contracts/api/telegram-alerts.ts';
import type { Locale } from '@topup/contracts/locales.ts';
import { formatSen } from '@topup/contracts/money.ts';
import type { z } from 'zod';
import type { Db } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { type Actor, recordActivity } from '../audit/record-activity.ts';
import { telegramSettings } from './telegram-alerts.table.ts';

export type TelegramSettings = {
  /** null: the server's TELEGRAM_API_BASE. */
  apiBase: string | null;
  botToken: string | null;
  chatIds: string[];
  language: Locale;
  alerts: TelegramAlertRules;
};

/** Every alert off until staff turn it on; the parameters are a starting point. */
export const DEFAULT_TELEGRAM_SETTINGS: TelegramSettings = {
  apiBase: null,
  botToken: null,
  chatIds: [],
  language: 'en',
  alerts: {
    pending_wait: { enabled: false, minutes: 15 },
    large_amount: { enabled: false, threshold: 1_000_000 },
    discrepancy: { enabled: false },
    agent_credit: { enabled: false },
    failed_logins: { enabled: false, count: 10, minutes: 10 },
  },
};

/** A bot token as BotFather gives it: the bot's id, a colon and its secret. */
const BOT_TOKEN = /^\d{1,20}:[A-Za-z0-9_-]{20,100}$/;
const MASK = '••••••';

/** The token as staff see it: only its last 4 characters. */
export function maskBotToken(token: string | null): string {
  return token ? `${MASK}${token.slice(-4)}` : '';
}

export async function readTelegramSettings(db: Db): Promise<TelegramSettings> {
  const [row] = await db.select().from(telegramSettings);
  if (!row) return DEFAULT_TELEGRAM_SETTINGS;
  return {
    apiBase: row.apiBase,
    botToken: row.botToken,
    chatIds: row.chatIds,
    language: row.language,
    alerts: { ...DEFAULT_TELEGRAM_SETTINGS.alerts, ...row.alerts },
  };
}

/** The Bot API address alerts go to: the saved one, else the server's default. */
export function telegramApiBaseOf(settings: TelegramSettings, defaultApiBase: string): string {
  return settings.apiBase ?? defaultApiBase;
}

/**
 * The token a save keeps: left out, empty or the masked value shown keeps the saved one; any
 * other value must look like a bot token (it goes into the Bot API's address).
 */
function nextToken(given: string | undefined, stored: string | null): string | null {
  if (!given || given === maskBotToken(stored)) return stored;
  if (!BOT_TOKEN.test(given))
    throw new DomainError('TELEGRAM_TOKEN_INVALID', {}, { fields: { bot_token: 'TELEGRAM_TOKEN_INVALID' } });
  return given;
}

/** Saves the settings and logs the change (the token only as changed or not). */
export async function saveTelegramSettings(
  db: Db,
  actor: Actor,
  body: z.output<typeof telegramSettingsBodySchema>,
  now: Date,
): Promise<TelegramSettings> {
  return inTransaction(db, async (tx) => {
    const before = await readTelegramSettings(tx);
    const next: TelegramSettings = {
      apiBase: body.api_base || null,
      botToken: nextToken(body.bot_token, before.botToken),
      chatIds: body.chat_ids,
      language: body.language,
      alerts: body.alerts,
    };
    const values = { ...next, updatedAt: now };
    await tx
      .insert(telegramSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: telegramSettings.id, set: values });
    const { botToken: _before, ...beforeLogged } = before;
    const { botToken: _next, ...nextLogged } = next;
    await recordActivity(tx, actor, {
      action: 'telegram.settings_update',
      targetType: 'telegram_settings',
      targetId: 1,
      before: beforeLogged,
      after: { ...nextLogged, bot_token_changed: next.botToken !== before.botToken },
    });
    return next;
  });
}

/** The settings as the staff screen shows them: the token masked, the threshold in ringgit. */
export function telegramSettingsView(
  settings: TelegramSettings,
  defaultApiBase: string,
): TelegramSettingsView {
  const { alerts } = settings;
  return {
    api_base: settings.apiBase,
    default_api_base: defaultApiBase,
    bot_token: maskBotToken(settings.botToken),
    token_set: settings.botToken !== null,
    chat_ids: settings.chatIds,
    language: settings.language,
    alerts: {
      ...alerts,
      large_amount: { ...alerts.large_amount, threshold: formatSen(alerts.large_amount.threshold) },
    },
  };
}
