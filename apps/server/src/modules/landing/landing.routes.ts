import { type LandingPageReply, landingPageBody, MEMBER_API } from '@topup/contracts/member-api.ts';
import { formatMessage } from '@topup/contracts/messages.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { requestLocale } from '../../platform/locale.ts';
import { listActivePromotions } from '../content/promotions.service.ts';
import { submitLead } from './landing.service.ts';

/** POST /api/landing_page (anonymous) stores the lead; step 2 won, 3 lost. */
export function landingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      MEMBER_API.landingPage,
      { schema: { body: landingPageBody }, config: { permission: 'member' } },
      async (request): Promise<LandingPageReply> => {
        const locale = requestLocale(request);
        const { won, lostPromotionIds } = await submitLead(
          ctx.db,
          {
            mobile: request.body.mobile,
            name: request.body.name,
            bank: request.body.bank ?? null,
            account: request.body.account ?? null,
            ip: request.ip,
          },
          ctx.now(),
        );
        if (won)
          return {
            status: true,
            data: { status: true, message: formatMessage('LANDING_WON', locale), step: 2 },
          };
        const chosen = new Set(lostPromotionIds);
        const promotions = (await listActivePromotions(ctx.db, ctx.now())).filter(
          (p) => chosen.size === 0 || chosen.has(p.id),
        );
        return {
          status: true,
          data: { status: false, message: formatMessage('NO_PRIZE', locale), step: 3, promotions },
        };
      },
    );
  };
}
