import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FaultInjector, FaultRule } from './fault-injector.ts';
import type { Hangs } from './hangs.ts';

const faultOf = new WeakMap<FastifyRequest, FaultRule>();

function errorBody(rule: FaultRule): string {
  return JSON.stringify({ error: { code: rule.code, message: `Injected fault (rule ${rule.id}).` } });
}

async function hangThenDrop(request: FastifyRequest, reply: FastifyReply, hangs: Hangs): Promise<void> {
  reply.hijack();
  await hangs.until(request);
  request.raw.socket.destroy();
}

const DEFERRED_HEADER = 'x-kiosk-deferred';

/**
 * Applies injected faults to agent calls (never to /admin/): latency delays the call; error
 * answers with the rule's status and code; timeout holds the reply until the client gives up;
 * lost_reply drops the connection; deferred answers the error at once and applies the call
 * `latencyMs` later (a provider's slow queue). With `when: 'after'` the call takes effect first.
 */
export function registerFaultHooks(app: FastifyInstance, faults: FaultInjector, hangs: Hangs): void {
  // A deferred call is replayed in process with this token, so it is not faulted again.
  const deferredToken = randomUUID();
  const deferredTimers = new Set<NodeJS.Timeout>();
  app.addHook('onClose', async () => {
    for (const timer of deferredTimers) clearTimeout(timer);
  });

  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    if (!path.startsWith('/api/') || request.headers[DEFERRED_HEADER] === deferredToken) return;
    const rule = faults.take(request.method, path);
    if (!rule) return;
    if (rule.mode === 'latency' || rule.mode === 'deferred' || rule.when === 'after') {
      faultOf.set(request, rule);
      return;
    }
    if (rule.mode === 'error') {
      reply.code(rule.status).header('content-type', 'application/json');
      return reply.send(errorBody(rule));
    }
    if (rule.mode === 'timeout') return hangThenDrop(request, reply, hangs);
    reply.hijack();
    request.raw.socket.destroy();
  });

  // The delay comes after the body is read, so a call whose client gave up during it still
  // lands, late, as on a slow real provider.
  app.addHook('preHandler', async (request, reply) => {
    const rule = faultOf.get(request);
    if (rule?.mode === 'deferred') {
      faultOf.delete(request);
      const replay = {
        method: request.method as 'POST',
        url: request.url,
        headers: {
          'x-agent-key': request.headers['x-agent-key'] ?? '',
          'content-type': 'application/json',
          [DEFERRED_HEADER]: deferredToken,
        },
        payload: JSON.stringify(request.body ?? {}),
      };
      const timer = setTimeout(() => {
        deferredTimers.delete(timer);
        void app.inject(replay);
      }, rule.latencyMs);
      deferredTimers.add(timer);
      reply.code(rule.status).header('content-type', 'application/json');
      return reply.send(errorBody(rule));
    }
    if (rule?.mode !== 'latency') return;
    faultOf.delete(request);
    await new Promise((resolve) => setTimeout(resolve, rule.latencyMs));
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const rule = faultOf.get(request);
    if (!rule) return payload;
    faultOf.delete(request);
    if (rule.mode === 'error') {
      reply.code(rule.status).header('content-type', 'application/json');
      return errorBody(rule);
    }
    if (rule.mode === 'timeout') await hangs.until(request);
    request.raw.socket.destroy();
    return payload;
  });
}
