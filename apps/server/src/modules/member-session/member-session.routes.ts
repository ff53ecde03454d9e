import { authBody, MEMBER_API } from '@topup/contracts/member-api.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { requestLocale } from '../../platform/locale.ts';
import { listActivePromotions } from '../content/promotions.service.ts';
import { getFortuneSpinSummary } from '../fortune-spin/fortune-spin-config.service.ts';
import { memberLogin } from './member-login.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

/** POST /api/auth and GET /api/global. */
export function memberSessionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const login = memberLogin(ctx);
  return async (app) => {
    app.post(
      MEMBER_API.auth,
      { schema: { body: authBody }, config: { permission: 'member' } },
      async (request, reply) => {
        const attempt = await login(request.body.token, requestLocale(request));
        // Sent as the JSON text it was serialised to when read (a cached reply's every call).
        return reply.status(attempt.httpStatus).header('content-type', JSON_TYPE).send(attempt.json);
      },
    );

    app.get(MEMBER_API.global, { config: { permission: 'member' } }, async () => {
      const [fortuneSpin, promotions] = await Promise.all([
        getFortuneSpinSummary(ctx.db),
        listActivePromotions(ctx.db, ctx.now()),
      ]);
      return { status: true, data: { fortune_spin: fortuneSpin, promotions } };
    });
  };
}
