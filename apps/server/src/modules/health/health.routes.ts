import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';

export function healthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/health', { config: { permission: 'public' } }, async (_request, reply) => {
      try {
        await ctx.db.execute(sql`select 1`);
        return { status: 'ok', database: ctx.database.kind };
      } catch {
        return reply.status(503).send({ status: 'unavailable', database: ctx.database.kind });
      }
    });
  };
}
