import { saveWebsiteSettingsBodySchema, websiteSettingsReplySchema } from '@topup/contracts/api/settings.ts';
import { formatSen } from '@topup/contracts/money.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { staffActor } from '../../platform/staff-auth.ts';
import { recordActivity } from '../audit/record-activity.ts';
import {
  getSiteSettings,
  invalidateSiteCache,
  type SiteSettings,
  updateSiteSettings,
} from './settings.service.ts';

/**
 * The Website Settings screen's part of the settings (the spin earning rule and the landing
 * contact have their own screens).
 */
function view<Site extends Partial<SiteSettings>>(site: Site) {
  const { balance_point_sen, fortune_spin_earning: _earning, landing_contact_link: _contact, ...rest } = site;
  return {
    ...rest,
    balance_point: typeof balance_point_sen === 'number' ? formatSen(balance_point_sen) : '',
  };
}

/**
 * Staff Website Settings (settings.view / settings.manage). A save applies to the member site
 * at once: the page data is read from these settings on every member page.
 */
export function websiteSettingsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const response = { 200: websiteSettingsReplySchema };
    app.get(
      '/api/staff/website-settings',
      { config: { permission: 'settings.view' }, schema: { response } },
      async () => ({ data: view(await getSiteSettings(ctx.db)) }),
    );
    app.put(
      '/api/staff/website-settings',
      {
        config: { permission: 'settings.manage' },
        schema: { body: saveWebsiteSettingsBodySchema, response },
      },
      async (request) => {
        const { balance_point, ...rest } = request.body;
        const patch: Partial<SiteSettings> = { ...rest, balance_point_sen: balance_point };
        await inTransaction(ctx.db, async (tx) => {
          const before = await getSiteSettings(tx);
          await updateSiteSettings(tx, patch);
          await recordActivity(tx, staffActor(request), {
            action: 'website_settings.update',
            targetType: 'settings',
            targetId: 'website',
            before: view(before),
            after: view(patch),
          });
        });
        invalidateSiteCache();
        return { data: view(await getSiteSettings(ctx.db)) };
      },
    );
  };
}
