import { formatMessage } from '@topup/contracts/messages.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { requestLocale } from '../../platform/locale.ts';
import { staffActor } from '../../platform/staff-auth.ts';
import { clearRolloverByStaff, memberRollover } from './member-rollover.service.ts';

const id = z.coerce.number().int().positive().max(2_147_483_647);

/** The rollover a member still owes (member's page) and the permissioned "clear rollover". */
export function memberRolloverRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/staff/members/:id/rollover',
      { config: { permission: 'member_accounts.view' }, schema: { params: z.object({ id }) } },
      async (request) => ({ data: await memberRollover(ctx.db, request.params.id) }),
    );
    app.post(
      '/api/staff/member-accounts/:id/clear-rollover',
      {
        config: { permission: 'rollover.clear' },
        schema: {
          params: z.object({ id }),
          body: z.object({ remark: z.string().trim().min(1).max(500) }),
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
