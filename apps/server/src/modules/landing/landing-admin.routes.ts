import { landingSettingsReplySchema, saveLandingSettingsBodySchema } from '@topup/contracts/api/landing.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { staffActor } from '../../platform/staff-auth.ts';
import { getLandingSettings, updateLandingSettings } from './landing-settings.service.ts';

/** Staff Landing Page settings (settings.view / settings.manage): win rule, contact, step-3 promotions. */
export function landingAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const response = { 200: landingSettingsReplySchema };
    app.get(
      '/api/staff/landing-settings',
      { config: { permission: 'settings.view' }, schema: { response } },
      async () => ({ data: await getLandingSettings(ctx.db) }),
    );
    app.put(
      '/api/staff/landing-settings',
      {
        config: { permission: 'settings.manage' },
        schema: { body: saveLandingSettingsBodySchema, response },
      },
      async (request) => ({
        data: await updateLandingSettings(ctx.db, staffActor(request), request.body),
      }),
    );
  };
}
