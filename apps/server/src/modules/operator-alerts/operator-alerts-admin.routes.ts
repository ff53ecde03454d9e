import { alertSettingsReplySchema, alertSettingsSchema } from '@topup/contracts/api/operator-alerts.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { staffOf } from '../../platform/staff-auth.ts';
import { getAlertSettings, saveAlertSettings } from './operator-alerts.service.ts';

/** The signed-in operator's own alert settings (profile), read by the shell on sign-in. */
export function operatorAlertRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/staff/profile/alerts',
      { config: { permission: 'authenticated' }, schema: { response: { 200: alertSettingsReplySchema } } },
      async (request) => ({
        data: await getAlertSettings(ctx.db, staffOf(request).operatorId),
      }),
    );
    app.put(
      '/api/staff/profile/alerts',
      {
        config: { permission: 'authenticated' },
        schema: { body: alertSettingsSchema, response: { 200: alertSettingsReplySchema } },
      },
      async (request) => ({
        data: await saveAlertSettings(ctx.db, staffOf(request).operatorId, request.body, ctx.now()),
      }),
    );
  };
}
