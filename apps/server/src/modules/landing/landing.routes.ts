import { type LandingPageReply, landingPageBody, MEMBER_API } from '@topup/contracts/member-api.ts';
import { formatMessage } from '@topup/contracts/messages.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { requestLocale } from '../../platform/locale.ts';
import { submitLead } from './landing.service.ts';

/** Spec §7: POST /api/landing_page (anonymous) stores the lead; step 2 won, 3 lost. */
export function landingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      MEMBER_API.landingPage,
      { schema: { body: landingPageBody }, config: { permission: 'member' } },
      async (request): Promise<LandingPageReply> => {
        const locale = requestLocale(request);
        const { won } = await submitLead(
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
        return {
          status: true,
          data: won
            ? { status: true, message: formatMessage('LANDING_WON', locale), step: 2 }
            : { status: false, message: formatMessage('NO_PRIZE', locale), step: 3 },
        };
      },
    );
  };
}
