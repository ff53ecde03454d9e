import { type FortuneSpinReply, MEMBER_API, tokenBody } from '@topup/contracts/member-api.ts';
import { formatMessage } from '@topup/contracts/messages.ts';
import { formatSen } from '@topup/contracts/money.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { requestLocale } from '../../platform/locale.ts';
import { withIdempotency } from '../idempotency/idempotency.service.ts';
import { idempotencyKeyOf } from '../idempotency/idempotency-key.ts';
import { authenticateMember } from '../members/member-auth.service.ts';
import { spinWheel } from './fortune-spin.service.ts';
import { getFortuneSpinSummary } from './fortune-spin-config.service.ts';

/** Spec §7: POST /api/fortune_spin. */
export function fortuneSpinRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      MEMBER_API.fortuneSpin,
      { schema: { body: tokenBody }, config: { permission: 'member' } },
      async (request, reply) => {
        const member = await authenticateMember(ctx.db, request.body.token, ctx.now());
        const locale = requestLocale(request);
        const result = await withIdempotency(
          ctx.db,
          { scope: `member:${member.id}:spin`, key: idempotencyKeyOf(request), params: {}, locale },
          async () => {
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
        return reply.status(result.statusCode).send(result.body);
      },
    );
  };
}
