import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { pendingMigrations } from '../../platform/db/migrate.ts';

/**
 * `/api/health`: the database answers (kept as it was for existing probes). `/api/health/live`:
 * the process serves requests. `/api/health/ready`: the database answers, every migration is
 * applied and the process is not shutting down; a load balancer sends work only while it is 200.
 */
export function healthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const databaseAnswers = async () => {
      try {
        await ctx.db.execute(sql`select 1`);
        return true;
      } catch {
        return false;
      }
    };

    app.get('/api/health', { config: { permission: 'public' } }, async (_request, reply) => {
      if (await databaseAnswers()) return { status: 'ok', database: ctx.database.kind };
      return reply.status(503).send({ status: 'unavailable', database: ctx.database.kind });
    });

    app.get('/api/health/live', { config: { permission: 'public' } }, async () => ({ status: 'ok' }));

    app.get('/api/health/ready', { config: { permission: 'public' } }, async (_request, reply) => {
      const database = await databaseAnswers();
      const migrations = database ? (await pendingMigrations(ctx.db)).length : null;
      const checks = {
        database: database ? 'ok' : 'unavailable',
        migrations: migrations === 0 ? 'ok' : migrations === null ? 'unknown' : `${migrations} pending`,
        draining: ctx.lifecycle.draining,
      };
      const ready = database && migrations === 0 && !ctx.lifecycle.draining;
      return reply.status(ready ? 200 : 503).send({ status: ready ? 'ok' : 'unavailable', ...checks });
    });
  };
}
