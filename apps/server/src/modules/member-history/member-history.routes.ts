import { type HistoryReply, historyBody, MEMBER_API } from '@topup/contracts/member-api.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { requestLocale } from '../../platform/locale.ts';
import { authenticateMember } from '../members/member-auth.service.ts';
import { memberHistoryPage } from './member-history.read-model.ts';

/** POST /api/history: the member's own deposits, redemptions and spins, a page at a time. */
export function memberHistoryRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      MEMBER_API.history,
      { schema: { body: historyBody }, config: { permission: 'member' } },
      async (request): Promise<HistoryReply> => {
        const member = await authenticateMember(ctx.db, request.body.token, ctx.now());
        const page = request.body.page ?? 1;
        const { items, has_more } = await memberHistoryPage(ctx.db, member.id, page, requestLocale(request));
        return { status: true, data: { page, has_more, items } };
      },
    );
  };
}
