import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/**
 * The process's own metrics, one set however many apps the process builds (tests build many):
 * Node's defaults (event-loop lag, memory, GC, handles), request durations and provider calls.
 * Figures read from the database at scrape time live in each app's registry (modules/metrics).
 */
export const processMetrics = new Registry();
collectDefaultMetrics({ register: processMetrics });

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const requestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP requests by method, matched route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: SECONDS,
  registers: [processMetrics],
});

export const providerCallDuration = new Histogram({
  name: 'provider_call_duration_seconds',
  help: 'Calls to game-provider kiosks by kiosk, operation and outcome (ok or the error kind)',
  labelNames: ['kiosk', 'operation', 'outcome'] as const,
  buckets: SECONDS,
  registers: [processMetrics],
});

/** Times every reply under the pattern of the route that matched (an address no route took: `unmatched`). */
export function registerRequestMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    requestDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
