import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Registry } from 'prom-client';
import type { AppContext } from '../../platform/context.ts';
import { processMetrics } from '../../platform/metrics.ts';
import { appMetrics } from './app-metrics.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compared as digests, so neither the length nor the content of the token leaks through timing. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(header ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/**
 * Prometheus text at GET /metrics, only when METRICS_TOKEN is set and only to a scraper that
 * sends it as a bearer token; without the setting the address is not found.
 */
export function metricsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const registry = Registry.merge([processMetrics, appMetrics(ctx)]);
    app.get('/metrics', { config: { permission: 'public' } }, async (request, reply) => {
      const token = ctx.config.metricsToken;
      if (!token) return reply.status(404).type('text/plain').send('Not found');
      if (!bearerMatches(request.headers.authorization, token))
        return reply.status(401).header('www-authenticate', 'Bearer').type('text/plain').send('Unauthorized');
      return reply
        .header('cache-control', 'no-store')
        .type(registry.contentType)
        .send(await registry.metrics());
    });
  };
}
