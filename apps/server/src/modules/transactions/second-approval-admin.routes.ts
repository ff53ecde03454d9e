import { secondApprovalCountReplySchema } from '@topup/contracts/api/money.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { staffOf } from '../../platform/staff-auth.ts';
import { countAwaitingSecondApproval } from './lists/money-list.read-model.ts';
import { gatewayScope } from './payment-gateway.read-model.ts';

/**
 * The "Awaiting second approval" menu badge. The queue itself is a transaction list
 * (GET /api/staff/money/second-approval); approving or rejecting one is the transaction's own
 * approve or reject action.
 */
export function secondApprovalRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/staff/money/second-approval/count',
      {
        schema: { response: { 200: secondApprovalCountReplySchema } },
        config: { permission: 'transactions.view', background: true },
      },
      async (request) => ({
        data: { count: await countAwaitingSecondApproval(ctx.db, gatewayScope(staffOf(request))) },
      }),
    );
  };
}
