import { businessTimeZoneReplySchema, businessTimeZoneSchema } from '@topup/contracts/api/settings.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { staffActor } from '../../platform/staff-auth.ts';
import { getBusinessTimeZone, setBusinessTimeZone } from './business-time-zone.ts';

/** Staff: the business time zone reports, weeks and shifts are cut in (settings.view / settings.manage). */
export function businessTimeZoneRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/staff/settings/business-time-zone',
      { config: { permission: 'settings.view' }, schema: { response: { 200: businessTimeZoneReplySchema } } },
      async () => ({ data: { time_zone: await getBusinessTimeZone(ctx.db) } }),
    );
    app.put(
      '/api/staff/settings/business-time-zone',
      {
        config: { permission: 'settings.manage' },
        schema: { body: businessTimeZoneSchema, response: { 200: businessTimeZoneReplySchema } },
      },
      async (request) => ({
        data: { time_zone: await setBusinessTimeZone(ctx.db, staffActor(request), request.body.time_zone) },
      }),
    );
  };
}
