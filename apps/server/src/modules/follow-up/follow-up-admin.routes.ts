import {
  flagMemberBodySchema,
  followUpFiltersSchema,
  followUpPageSchema,
  followUpReplySchema,
  settleFollowUpBodySchema,
} from '@topup/contracts/api/follow-up.ts';
import { idParams, listQuerySchema } from '@topup/contracts/api/wire.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { inBusinessZone, replyList } from '../../platform/pagination.ts';
import { staffOf } from '../../platform/staff-auth.ts';
import { flagMember, listFollowUps, settleFollowUp } from './follow-up.service.ts';

const listQuery = listQuerySchema.extend(followUpFiltersSchema.shape);

const operatorActor = (request: Parameters<typeof staffOf>[0]) => ({
  kind: 'operator' as const,
  operatorId: staffOf(request).operatorId,
  ip: request.ip ?? null,
});

/** Staff: Follow Up — landing-page leads and flagged members; settle with a remark. */
export function followUpRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/staff/follow-ups',
      {
        // `account`: the lead's or the member's bank account number.
        config: { permission: 'follow_up.view', personalData: { account: 'account_number' } },
        schema: { querystring: listQuery, response: { 200: followUpPageSchema } },
      },
      async (request, reply) => {
        const { kind, status } = request.query;
        const page = await listFollowUps(ctx.db, await inBusinessZone(ctx, request.query), {
          kind,
          status: status === 'all' ? undefined : status,
        });
        return replyList(reply, request.query, page, {
          filename: 'follow-ups',
          columns: [
            { header: 'ID', value: (r) => r.id },
            { header: 'Kind', value: (r) => r.kind },
            { header: 'Reason', value: (r) => r.reason },
            { header: 'Name', value: (r) => r.name },
            { header: 'Phone', value: (r) => r.phone },
            { header: 'Bank', value: (r) => r.bank },
            { header: 'Account', value: (r) => r.account },
            { header: 'Status', value: (r) => r.status },
            { header: 'Remark', value: (r) => r.remark },
            { header: 'Created', time: true, value: (r) => r.created_at },
            { header: 'Settled', time: true, value: (r) => r.settled_at },
            { header: 'Settled by', value: (r) => r.settled_by },
          ],
        });
      },
    );

    app.post(
      '/api/staff/follow-ups',
      {
        config: { permission: 'follow_up.settle' },
        schema: { body: flagMemberBodySchema, response: { 200: followUpReplySchema } },
      },
      async (request) => ({
        data: await flagMember(ctx.db, operatorActor(request), request.body.member_id, request.body.reason),
      }),
    );

    app.post(
      '/api/staff/follow-ups/:id/settle',
      {
        config: { permission: 'follow_up.settle' },
        schema: {
          params: idParams,
          body: settleFollowUpBodySchema,
          response: { 200: followUpReplySchema },
        },
      },
      async (request) => ({
        data: await settleFollowUp(
          ctx.db,
          operatorActor(request),
          request.params.id,
          request.body.remark,
          ctx.now(),
        ),
      }),
    );
  };
}
