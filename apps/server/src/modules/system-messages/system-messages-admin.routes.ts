import {
  saveSystemMessageBodySchema,
  systemMessageListSchema,
  systemMessageParamsSchema,
  systemMessageSavedSchema,
} from '@topup/contracts/api/system-messages.ts';
import { listQuerySchema } from '@topup/contracts/api/wire.ts';
import type { ListPage } from '@topup/contracts/list-page.ts';
import { LOCALES } from '@topup/contracts/locales.ts';
import { formatMessage } from '@topup/contracts/messages.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { replyExport } from '../../platform/export-file.ts';
import { requestLocale } from '../../platform/locale.ts';
import { staffActor } from '../../platform/staff-auth.ts';
import {
  listSystemMessages,
  type messageOverridesRefresher,
  type SystemMessageView,
  updateSystemMessage,
} from './system-messages.service.ts';

/** The export: each message's wording in use per language, and whether staff changed it. */
const columns = [
  { header: 'Code', value: (m: SystemMessageView) => m.code },
  { header: 'Edited', value: (m: SystemMessageView) => m.edited },
  ...LOCALES.map((locale) => ({
    header: locale.toUpperCase(),
    value: (m: SystemMessageView) => m.text[locale],
  })),
];

/**
 * System Message edit: the wording of every reply the member site and the staff
 * screens show (deposit replies included), per language. app.ts refreshes this instance's copy
 * before every request (at most a few seconds old); a save reloads it at once.
 */
export function systemMessageRoutes(
  ctx: AppContext,
  overrides: ReturnType<typeof messageOverridesRefresher>,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/staff/system-messages',
      {
        config: { permission: 'content.view' },
        schema: {
          querystring: listQuerySchema.pick({ page: true, per_page: true, q: true, format: true }),
          response: { 200: systemMessageListSchema },
        },
      },
      async (request, reply) => {
        const { page, per_page, q, format } = request.query;
        const all = await listSystemMessages(ctx.db, q);
        // The catalogue is code, not a table: it is filtered and paged here, exported whole.
        if (format !== 'json')
          return replyExport(reply, format, { filename: 'system-messages', columns, rows: all });
        const offset = (page - 1) * per_page;
        const data = all.slice(offset, offset + per_page);
        const listed: ListPage<SystemMessageView> = {
          data,
          meta: {
            first: data.length ? offset + 1 : 0,
            last: offset + data.length,
            total: all.length,
            page,
            per_page,
          },
        };
        return listed;
      },
    );
    app.put(
      '/api/staff/system-messages/:code',
      {
        config: { permission: 'system_messages.manage' },
        schema: {
          params: systemMessageParamsSchema,
          body: saveSystemMessageBodySchema,
          response: { 200: systemMessageSavedSchema },
        },
      },
      async (request) => {
        await updateSystemMessage(ctx.db, staffActor(request), request.params.code, request.body, ctx.now());
        await overrides.reload();
        return { data: null, message: formatMessage('SYSTEM_MESSAGE_SAVED', requestLocale(request)) };
      },
    );
  };
}
