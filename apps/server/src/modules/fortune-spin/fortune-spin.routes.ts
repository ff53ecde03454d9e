import { type FortuneSpinReply, MEMBER_API, tokenBody } from '@topup/contracts/member-api.ts';
import { formatMessage } from '@topup/contracts/messages.ts';
import { formatSen } from '@topup/contracts/money.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { memberMoneyCall } from '../members/member-money-call.ts';
import { spinWheel } from './fortune-spin.service.ts';
import { getFortuneSpinSummary } from './fortune-spin-config.service.ts';

/** POST /api/fortune_spin. */
export function fortuneSpinRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      MEMBER_API.fortuneSpin,
      { schema: { body: tokenBody }, config: { permission: 'member' } },
      async (request, reply) => {
        return memberMoneyCall(
          ctx,
          request,
          reply,
          { name: 'spin', body: request.body },
          async (member, _params, locale) => {
            const spin = await spinWheel(ctx.db, member.id, request.ip);
            const body: FortuneSpinReply = {
              status: true,
              message:
                spin.prizeSen > 0
                  ? formatMessage('SPIN_WON', locale, { amount: formatSen(spin.prizeSen) })
                  : formatMessage('NO_PRIZE', locale),
              data: {
                fortune_spin: await getFortuneSpinSummary(ctx.db),
                user: { avaliable_spin: spin.availableSpins },
                segment: spin.segment,
                prize: spin.label,
              },
            };
            return { statusCode: 200, body };
          },
        );
      },
    );
  };
}
