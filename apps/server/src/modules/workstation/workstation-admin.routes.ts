import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { lookupPlayer, playerBalance, playerScoreLog } from './workstation.service.ts';

const accountParams = z.object({ id: z.coerce.number().int().positive() });

/** Staff: Workstation — account ID lookup, player information, player score log. */
export function workstationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/staff/workstation/lookup',
      {
        config: { permission: 'workstation.view' },
        schema: { querystring: z.object({ account_id: z.string().max(100).default('') }) },
      },
      async (request) => ({ data: await lookupPlayer(ctx.db, request.query.account_id) }),
    );

    app.get(
      '/api/staff/workstation/accounts/:id/balance',
      { config: { permission: 'workstation.view' }, schema: { params: accountParams } },
      async (request) => ({ data: { balance_sen: await playerBalance(ctx.db, request.params.id) } }),
    );

    app.get(
      '/api/staff/workstation/accounts/:id/score-log',
      {
        config: { permission: 'workstation.view' },
        schema: {
          params: accountParams,
          querystring: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }),
        },
      },
      async (request) => ({ data: await playerScoreLog(ctx.db, request.params.id, request.query.limit) }),
    );
  };
}
