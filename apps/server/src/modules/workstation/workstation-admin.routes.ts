import {
  playerBalanceReplySchema,
  playerLookupReplySchema,
  scoreLogQuerySchema,
  scoreLogReplySchema,
  workstationAccountParamsSchema,
  workstationLookupQuerySchema,
} from '@topup/contracts/api/workstation.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { lookupPlayer, playerBalance, playerScoreLog } from './workstation.service.ts';

/** Staff: Workstation — account ID lookup, player information, player score log. */
export function workstationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/staff/workstation/lookup',
      {
        config: { permission: 'workstation.view' },
        schema: { querystring: workstationLookupQuerySchema, response: { 200: playerLookupReplySchema } },
      },
      async (request) => ({ data: await lookupPlayer(ctx.db, request.query.account_id) }),
    );

    app.get(
      '/api/staff/workstation/accounts/:id/balance',
      {
        config: { permission: 'workstation.view' },
        schema: { params: workstationAccountParamsSchema, response: { 200: playerBalanceReplySchema } },
      },
      async (request) => ({ data: { balance_sen: await playerBalance(ctx.db, request.params.id) } }),
    );

    app.get(
      '/api/staff/workstation/accounts/:id/score-log',
      {
        config: { permission: 'workstation.view' },
        schema: {
          params: workstationAccountParamsSchema,
          querystring: scoreLogQuerySchema,
          response: { 200: scoreLogReplySchema },
        },
      },
      async (request) => ({ data: await playerScoreLog(ctx.db, request.params.id, request.query.limit) }),
    );
  };
}
