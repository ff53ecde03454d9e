import {
  clearRolloverBodySchema,
  clearRolloverReplySchema,
  memberRolloverParamsSchema,
  memberRolloverReplySchema,
} from '@topup/contracts/api/rollover.ts';
import { formatMessage } from '@topup/contracts/messages.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { requestLocale } from '../../platform/locale.ts';
import { staffActor } from '../../platform/staff-auth.ts';
import { clearRolloverByStaff, memberRollover } from './member-rollover.service.ts';

/** The rollover a member still owes (member's page) and the permissioned "clear rollover". */
export function memberRolloverRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/staff/members/:id/rollover',
      {
        config: { permission: 'member_accounts.view' },
        schema: { params: memberRolloverParamsSchema, response: { 200: memberRolloverReplySchema } },
      },
      async (request) => ({ data: await memberRollover(ctx.db, request.params.id) }),
    );
    app.post(
      '/api/staff/member-accounts/:id/clear-rollover',
      {
        config: { permission: 'rollover.clear' },
        schema: {
          params: memberRolloverParamsSchema,
          body: clearRolloverBodySchema,
          response: { 200: clearRolloverReplySchema },
        },
      },
      async (request) => {
        const cleared = await clearRolloverByStaff(ctx.db, staffActor(request), {
          memberAccountId: request.params.id,
          remark: request.body.remark,
          now: ctx.now(),
        });
        return {
          data: null,
          message: formatMessage('ROLLOVER_CLEARED', requestLocale(request), { name: cleared.username }),
        };
      },
    );
  };
}
