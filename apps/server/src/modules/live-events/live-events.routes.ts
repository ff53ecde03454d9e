import type { ServerResponse } from 'node:http';
import { LIVE_QUEUE_EVENT } from '@topup/contracts/staff-session.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { LiveHub } from './live-hub.ts';

const HEARTBEAT_MS = 25_000;
/** Bounds one instance's open streams; a back-office has tens of desks, not thousands. */
const MAX_STREAMS = 500;

/**
 * GET /api/staff/live: server-sent events of the pending queue (DESIGN §2), fed by LISTEN on
 * the staff_queue channel so a change made on any instance reaches every desk.
 */
export function liveEventRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const hub = new LiveHub(ctx.database, app.log);
    const streams = new Set<ServerResponse>();

    app.addHook('preClose', async () => {
      for (const stream of streams) stream.end();
      streams.clear();
      await hub.close();
    });

    app.get('/api/staff/live', { config: { permission: 'dashboard.view' } }, async (request, reply) => {
      if (streams.size >= MAX_STREAMS)
        return reply.status(503).send({ message: 'Too many live connections.' });
      await hub.ready();
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      raw.write('retry: 3000\n\n');
      streams.add(raw);
      const unsubscribe = hub.subscribe((payload) => {
        raw.write(`event: ${LIVE_QUEUE_EVENT}\ndata: ${payload.replace(/\n/g, ' ')}\n\n`);
      });
      const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
      heartbeat.unref();
      request.raw.on('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
        streams.delete(raw);
      });
    });
  };
}
