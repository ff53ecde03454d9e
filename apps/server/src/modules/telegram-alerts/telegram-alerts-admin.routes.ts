import {
  telegramSettingsBodySchema,
  telegramSettingsReplySchema,
  telegramTestReplySchema,
} from '@topup/contracts/api/telegram-alerts.ts';
import { formatMessage } from '@topup/contracts/messages.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { requestLocale } from '../../platform/locale.ts';
import { staffActor } from '../../platform/staff-auth.ts';
import {
  readTelegramSettings,
  saveTelegramSettings,
  telegramSettingsView,
} from './telegram-settings.service.ts';
import { sendTestMessage } from './telegram-test.service.ts';

const URL = '/api/staff/settings/telegram';

/** Staff: Telegram alerts, their chats, bot token and Bot API address (settings.view / settings.manage). */
export function telegramAlertRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const defaultApiBase = ctx.config.telegramApiBase;
  return async (app) => {
    app.get(
      URL,
      { config: { permission: 'settings.view' }, schema: { response: { 200: telegramSettingsReplySchema } } },
      async () => ({ data: telegramSettingsView(await readTelegramSettings(ctx.db), defaultApiBase) }),
    );
    app.put(
      URL,
      {
        config: { permission: 'settings.manage' },
        schema: { body: telegramSettingsBodySchema, response: { 200: telegramSettingsReplySchema } },
      },
      async (request) => {
        const saved = await saveTelegramSettings(ctx.db, staffActor(request), request.body, ctx.now());
        return {
          message: formatMessage('ACTION_DONE', requestLocale(request)),
          data: telegramSettingsView(saved, defaultApiBase),
        };
      },
    );
    app.post(
      `${URL}/test`,
      { config: { permission: 'settings.manage' }, schema: { response: { 200: telegramTestReplySchema } } },
      async (request) => ({
        data: { results: await sendTestMessage(ctx.db, staffActor(request), defaultApiBase) },
      }),
    );
  };
}
