import { goLiveReplySchema } from '@topup/contracts/go-live.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { goLiveChecklist } from './go-live-checklist.read-model.ts';

/** The go-live checklist the Dashboard shows until every line is done. */
export function goLiveRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/staff/go-live',
      { config: { permission: 'dashboard.view' }, schema: { response: { 200: goLiveReplySchema } } },
      async () => ({ data: await goLiveChecklist(ctx.db, ctx.now()) }),
    );
  };
}
