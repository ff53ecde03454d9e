import { z } from 'zod';
import { LOCALES } from '../locales.ts';
import { amountSenSchema } from '../money.ts';
import { dataReply, moneyText } from './wire.ts';

/**
 * Staff: Telegram alerts (/api/staff/settings/telegram). The bot token is a secret: a reply
 * carries it only masked, and a body that leaves it out, empty or masked keeps the saved one.
 */

/** A chat to send to: a numeric chat id (groups are negative) or a public @channel name. */
export const telegramChatId = z
  .string()
  .trim()
  .regex(/^(-?\d{1,20}|@[A-Za-z][A-Za-z0-9_]{4,31})$/, 'TELEGRAM_CHAT_INVALID');

/** The Bot API's address: http or https, no user or password in it; trailing slashes dropped. */
export const telegramApiBase = z
  .string()
  .trim()
  .max(500)
  .refine((value) => {
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password;
  }, 'TELEGRAM_API_BASE_INVALID')
  .transform((value) => value.replace(/\/+$/, ''));

/** A whole number in [min, max]; anything else is refused with `code`. */
const wholeNumber = (min: number, max: number, code: string) =>
  z.coerce.number({ error: code }).int({ error: code }).min(min, { error: code }).max(max, { error: code });
const minutes = wholeNumber(1, 1440, 'TELEGRAM_MINUTES_INVALID');

/** Each alert with its switch and parameters. */
export const telegramAlertRulesSchema = z.object({
  /** A deposit or withdrawal still pending or processing after `minutes`. */
  pending_wait: z.object({ enabled: z.boolean(), minutes }),
  /** A deposit or withdrawal of at least `threshold` (ringgit). */
  large_amount: z.object({ enabled: z.boolean(), threshold: amountSenSchema }),
  /** A new open provider discrepancy. */
  discrepancy: z.object({ enabled: z.boolean() }),
  /** A kiosk's agent credit below the Products warning. */
  agent_credit: z.object({ enabled: z.boolean() }),
  /** At least `count` failed staff sign-ins within `minutes`. */
  failed_logins: z.object({
    enabled: z.boolean(),
    count: wholeNumber(1, 10_000, 'TELEGRAM_COUNT_INVALID'),
    minutes,
  }),
});
export type TelegramAlertRules = z.output<typeof telegramAlertRulesSchema>;
export const TELEGRAM_ALERT_KINDS = Object.keys(
  telegramAlertRulesSchema.shape,
) as (keyof TelegramAlertRules)[];
export type TelegramAlertKind = keyof TelegramAlertRules;

/** PUT body. `api_base` empty or null: the server's TELEGRAM_API_BASE (default https://api.telegram.org). */
export const telegramSettingsBodySchema = z.object({
  api_base: telegramApiBase.or(z.literal('')).nullable().optional(),
  bot_token: z.string().trim().max(200).optional(),
  chat_ids: z
    .array(telegramChatId)
    .max(10)
    .refine((ids) => new Set(ids).size === ids.length, 'TELEGRAM_CHAT_DUPLICATE'),
  language: z.enum(LOCALES),
  alerts: telegramAlertRulesSchema,
});
export type TelegramSettingsBody = z.input<typeof telegramSettingsBodySchema>;

/** The settings as staff see them: the token masked (`••••••abcd`), `threshold` in ringgit. */
export const telegramSettingsSchema = z.object({
  api_base: z.string().nullable(),
  /** Where alerts go when `api_base` is empty. */
  default_api_base: z.string(),
  bot_token: z.string(),
  token_set: z.boolean(),
  chat_ids: z.array(z.string()),
  language: z.enum(LOCALES),
  alerts: z.object({
    pending_wait: z.object({ enabled: z.boolean(), minutes: z.number() }),
    large_amount: z.object({ enabled: z.boolean(), threshold: moneyText }),
    discrepancy: z.object({ enabled: z.boolean() }),
    agent_credit: z.object({ enabled: z.boolean() }),
    failed_logins: z.object({ enabled: z.boolean(), count: z.number(), minutes: z.number() }),
  }),
});
export type TelegramSettingsView = z.input<typeof telegramSettingsSchema>;
export const telegramSettingsReplySchema = dataReply(telegramSettingsSchema);

/** POST .../test: what each chat answered to the test message. */
export const telegramTestReplySchema = dataReply(
  z.object({
    results: z.array(z.object({ chat_id: z.string(), ok: z.boolean(), error: z.string().nullable() })),
  }),
);
export type TelegramTestResult = z.input<typeof telegramTestReplySchema>['data']['results'][number];
