import { ledgerCheckReplySchema, reconcileRunReplySchema } from '@topup/contracts/api/reconciliation.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { checkLedgerInvariant } from '../ledger/ledger.service.ts';
import { reconcileProviderCalls } from '../transactions/provider-calls/provider-call-resend.service.ts';

/** Staff: run reconciliation now (Timeout report) and check the ledger invariant. */
export function reconciliationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/staff/reconciliation/run',
      {
        config: { permission: 'transactions.reconcile' },
        schema: { response: { 200: reconcileRunReplySchema } },
      },
      async () => ({ data: await reconcileProviderCalls(ctx.db, { now: ctx.now() }) }),
    );
    app.get(
      '/api/staff/ledger/check',
      {
        config: { permission: 'transactions.reconcile' },
        schema: { response: { 200: ledgerCheckReplySchema } },
      },
      async () => ({ data: await checkLedgerInvariant(ctx.db) }),
    );
  };
}
