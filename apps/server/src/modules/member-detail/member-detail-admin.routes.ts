import { memberGlanceQuerySchema, memberGlanceReplySchema } from '@topup/contracts/api/member-glance.ts';
import { memberDetailReplySchema } from '@topup/contracts/api/members.ts';
import { idParams } from '@topup/contracts/api/wire.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { staffOf } from '../../platform/staff-auth.ts';
import { memberLinkStatus, memberTokenHistory } from '../members/member-link.service.ts';
import { getMember } from '../members/members.service.ts';
import { gatewayScope } from '../transactions/payment-gateway.read-model.ts';
import { memberGlance } from './member-glance.read-model.ts';
import { memberHistory, memberRecentTransactions } from './member-history.read-model.ts';

/**
 * Staff: one member's page: the member, their link, history, tokens
 * and recent transactions, and the member at a glance (money and play per day, week or month). It sits above members and transactions because it shows both.
 */
export function memberDetailRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/staff/members/:id',
      {
        config: { permission: 'members.view' },
        schema: { params: idParams, response: { 200: memberDetailReplySchema } },
      },
      async (request) => {
        const id = request.params.id;
        const member = await getMember(ctx.db, id);
        const [link, histories, transactions, tokens] = await Promise.all([
          memberLinkStatus(ctx.db, id),
          memberHistory(ctx.db, id),
          memberRecentTransactions(ctx.db, id, gatewayScope(staffOf(request))),
          memberTokenHistory(ctx.db, id),
        ]);
        return { data: { ...member, link, histories, transactions, tokens } };
      },
    );

    app.get(
      '/api/staff/members/:id/glance',
      {
        config: { permission: 'members.view' },
        schema: {
          params: idParams,
          querystring: memberGlanceQuerySchema,
          response: { 200: memberGlanceReplySchema },
        },
      },
      async (request) => {
        const id = request.params.id;
        await getMember(ctx.db, id);
        const zone = await ctx.businessTimeZone();
        return { data: await memberGlance(ctx.db, id, request.query.group, ctx.now(), zone) };
      },
    );
  };
}
