import { httpsUrl } from '@topup/contracts/safe-url.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { optionalInstant } from '../../platform/form-input.ts';
import { staffActor } from '../../platform/staff-auth.ts';
import { getLandingSettings, updateLandingSettings } from './landing-settings.service.ts';

const landingSettingsBody = z.object({
  name: z.string().trim().min(1).max(100),
  active: z.boolean(),
  win_percent: z.number().int().min(0).max(100),
  max_winners: z.number().int().min(0).max(10_000_000).nullable(),
  starts_at: optionalInstant,
  ends_at: optionalInstant,
  contact_link: httpsUrl,
  lost_promotion_ids: z.array(z.number().int().positive().max(2_147_483_647)).max(100),
});

/** Staff Landing Page settings (settings.view / settings.manage): win rule, contact, step-3 promotions. */
export function landingAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/staff/landing-settings', { config: { permission: 'settings.view' } }, async () => ({
      data: await getLandingSettings(ctx.db),
    }));
    app.put(
      '/api/staff/landing-settings',
      { config: { permission: 'settings.manage' }, schema: { body: landingSettingsBody } },
      async (request) => ({
        data: await updateLandingSettings(ctx.db, staffActor(request), request.body),
      }),
    );
  };
}
