import type { ServerResponse } from 'node:http';
import { pendingCountsReplySchema } from '@topup/contracts/api/live-events.ts';
import { fileReply, messageReply } from '@topup/contracts/api/wire.ts';
import { LIVE_QUEUE_EVENT } from '@topup/contracts/staff-session.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { DomainError } from '../../platform/errors.ts';
import { STAFF_SESSION_COOKIE, staffOf } from '../../platform/staff-auth.ts';
import { staffSessionResolver } from '../access/staff-sessions.service.ts';
import { gatewayScope } from '../transactions/payment-gateway.read-model.ts';
import { BankGroupCache } from './bank-groups.read-model.ts';
import { LiveHub } from './live-hub.ts';
import { pendingCounts } from './pending-counts.read-model.ts';
import { queueFilter } from './queue-filter.ts';
import { visibleQueueKinds } from './queue-kinds.ts';

const HEARTBEAT_MS = 25_000;
/** Bounds one instance's open streams; a back-office has tens of desks, not thousands. */
const MAX_STREAMS = 500;

/**
 * GET /api/staff/live: server-sent events of the pending queue, fed by LISTEN on
 * the staff_queue channel so a change made on any instance reaches every desk. The staff SPA's
 * shell opens one per signed-in tab; each operator hears only the queues they may see.
 */
export function liveEventRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const hub = new LiveHub(ctx.database, app.log);
    const streams = new Set<ServerResponse>();
    const bankGroups = new BankGroupCache(ctx.db);
    const liveSession = staffSessionResolver(ctx);

    app.addHook('preClose', async () => {
      for (const stream of streams) stream.end();
      streams.clear();
      await hub.close();
    });

    app.get(
      '/api/staff/live/counts',
      { config: { permission: 'authenticated' }, schema: { response: { 200: pendingCountsReplySchema } } },
      async (request) => ({
        data: await pendingCounts(
          ctx.db,
          visibleQueueKinds(staffOf(request)),
          gatewayScope(staffOf(request)),
        ),
      }),
    );

    // background: an open stream is no sign that anyone is at the desk (the idle limit still runs).
    app.get(
      '/api/staff/live',
      {
        config: { permission: 'authenticated', background: true },
        schema: {
          response: {
            200: fileReply('Server-sent events: what changed in the queues', ['text/event-stream']),
            503: messageReply,
          },
        },
      },
      async (request, reply) => {
        const filter = queueFilter(staffOf(request), bankGroups);
        if (!filter.kinds.size) throw new DomainError('FORBIDDEN');
        if (streams.size >= MAX_STREAMS)
          return reply.status(503).send({ message: 'Too many live connections.' });
        await hub.ready();
        reply.hijack();
        const raw = reply.raw;
        // The reply's headers so far (the security headers, a new XSRF cookie) go with the stream's.
        for (const [name, value] of Object.entries(reply.getHeaders()))
          if (value !== undefined) raw.setHeader(name, value);
        raw.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
        });
        raw.write('retry: 3000\n\n');
        streams.add(raw);
        // Events are written in the order they were heard, even when a bank lookup makes one wait.
        let sending = Promise.resolve();
        const unsubscribe = hub.subscribe((payload) => {
          sending = sending.then(async () => {
            const event = await filter.pass(payload).catch(() => null);
            if (event && !raw.writableEnded)
              raw.write(`event: ${LIVE_QUEUE_EVENT}\ndata: ${JSON.stringify(event)}\n\n`);
          });
        });
        // Each heartbeat also checks the session: one that ended (idle, signed out) ends its stream.
        const secret = request.cookies[STAFF_SESSION_COOKIE] ?? '';
        const heartbeat = setInterval(async () => {
          // null: a heartbeat is no activity of the operator's.
          const live = await liveSession(secret, null).catch(() => true);
          if (live) raw.write(': ping\n\n');
          else {
            stop();
            raw.end();
          }
        }, HEARTBEAT_MS);
        heartbeat.unref();
        const stop = () => {
          clearInterval(heartbeat);
          unsubscribe();
          streams.delete(raw);
        };
        request.raw.on('close', stop);
      },
    );
  };
}
