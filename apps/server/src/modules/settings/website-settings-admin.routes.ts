import { formatSen, parseAmountSen } from '@topup/contracts/money.ts';
import { THEMES } from '@topup/contracts/page-data.ts';
import { httpsUrl } from '@topup/contracts/safe-url.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { imageRef, localized } from '../../platform/form-input.ts';
import { staffActor } from '../../platform/staff-auth.ts';
import { recordActivity } from '../audit/record-activity.ts';
import {
  getSiteSettings,
  invalidateSiteCache,
  type SiteSettings,
  updateSiteSettings,
} from './settings.service.ts';

const amount = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const sen = parseAmountSen(value);
  if (sen === null) {
    ctx.addIssue({ code: 'custom', message: 'INVALID_AMOUNT' });
    return z.NEVER;
  }
  return sen;
});

const websiteBody = z.object({
  theme: z.enum(THEMES).nullable(),
  logo: imageRef,
  telegram_link: httpsUrl,
  whatsapp_link: httpsUrl,
  modal_images: z.object({ rescue_bonus: localized(imageRef), fortune_spin: localized(imageRef) }),
  images: z.object({
    payments: localized(imageRef),
    key_points: localized(imageRef),
    games: localized(imageRef),
  }),
  payment_gateway: z.enum(['0', '1']),
  fortune_spin_enabled: z.union([z.literal(0), z.literal(1)]),
  // After a deposit the member goes home ('/', or another page of the site) or to an https page.
  deposit_redirect: z
    .string()
    .trim()
    .regex(/^\/[A-Za-z0-9/_-]*$/)
    .or(httpsUrl),
  // Empty: no balance point (deposits are not limited by the game balance).
  balance_point: z
    .union([z.literal(''), z.null()])
    .transform(() => null)
    .or(amount),
  // Optional so that older clients keep saving; absent leaves it as it is.
  member_link_days: z.number().int().min(0).max(3650).optional(),
});

/**
 * The Website Settings screen's part of the settings (the spin earning rule and the landing
 * contact have their own screens).
 */
function view(site: Partial<SiteSettings>) {
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
    app.get('/api/staff/website-settings', { config: { permission: 'settings.view' } }, async () => ({
      data: view(await getSiteSettings(ctx.db)),
    }));
    app.put(
      '/api/staff/website-settings',
      { config: { permission: 'settings.manage' }, schema: { body: websiteBody } },
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
