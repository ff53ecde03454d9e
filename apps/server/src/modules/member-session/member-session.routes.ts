import { type AuthReply, authBody, MEMBER_API } from '@topup/contracts/member-api.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { listActivePromotions } from '../content/promotions.service.ts';
import { getFortuneSpinSummary } from '../fortune-spin/fortune-spin-config.service.ts';
import { authenticateMember, memberAuthReply } from '../members/member-auth.service.ts';
import { AUTH_REPLY_IGNORED, AUTH_REPLY_TABLES, AuthReplyCache } from './auth-reply-cache.ts';
import { latestMemberTransaction } from './latest-transaction.read-model.ts';

/** Spec §7: POST /api/auth and GET /api/global. */
export function memberSessionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  // The reply is reused while nothing it shows was written (see AuthReplyCache).
  const replies = new AuthReplyCache<AuthReply>(
    ctx.database.writes.watch(AUTH_REPLY_TABLES, AUTH_REPLY_IGNORED),
  );
  return async (app) => {
    app.post(
      MEMBER_API.auth,
      { schema: { body: authBody }, config: { permission: 'member' } },
      async (request) => {
        const now = ctx.now();
        return replies.reply(request.body.token, now.getTime(), async () => {
          const member = await authenticateMember(ctx.db, request.body.token, now);
          return memberAuthReply(ctx.db, member, latestMemberTransaction);
        });
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
