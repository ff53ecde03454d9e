import { authBody, MEMBER_API } from '@topup/contracts/member-api.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { listActivePromotions } from '../content/promotions.service.ts';
import { getFortuneSpinSummary } from '../fortune-spin/fortune-spin-config.service.ts';
import { authenticateMember, memberAuthReply } from '../members/member-auth.service.ts';
import { latestMemberTransaction } from './latest-transaction.read-model.ts';

/** Spec §7: POST /api/auth and GET /api/global. */
export function memberSessionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      MEMBER_API.auth,
      { schema: { body: authBody }, config: { permission: 'member' } },
      async (request) => {
        const member = await authenticateMember(ctx.db, request.body.token, ctx.now());
        return memberAuthReply(ctx.db, member, latestMemberTransaction);
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
