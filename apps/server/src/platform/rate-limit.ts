import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from './config.ts';
import { DomainError } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A 'public' route that does work for an anonymous caller (staff login) opts in to the limits. */
    rateLimited?: boolean;
  }
}

const WINDOW_MS = 60_000;

/** Member routes always; public routes only when they opt in (health, files and pages never). */
function isLimited(request: FastifyRequest): boolean {
  const config = request.routeOptions.config;
  return config?.permission === 'member' || config?.rateLimited === true;
}

/** The member token a request carries (body or query), when it carries one as a string. */
function memberTokenOf(request: FastifyRequest): string | null {
  for (const source of [request.body, request.query]) {
    if (source && typeof source === 'object' && Object.hasOwn(source, 'token')) {
      const token = (source as { token: unknown }).token;
      if (typeof token === 'string' && token !== '') return token;
    }
  }
  return null;
}

/**
 * Abuse limits on the member and anonymous endpoints, per minute: one bucket per client
 * address (`rateLimitPerMinute`; several members behind one carrier NAT share it, so it is
 * generous) and one per member token (a quarter of it). Real members never meet either; a
 * script hammering the member API does, and gets 429 with 'Too many attempts...' and a
 * Retry-After. Staff routes are limited by their session and the login limits instead.
 * Counts live in this process's memory: with several instances, each counts its own.
 * `rateLimitPerMinute` 0 turns the limits off (load benches, the attack suite).
 */
export async function registerRateLimits(app: FastifyInstance, config: AppConfig) {
  if (config.rateLimitPerMinute <= 0) return;
  await app.register(rateLimit, { global: false, cache: 50_000, timeWindow: WINDOW_MS });
  const perAddress = app.createRateLimit({
    max: config.rateLimitPerMinute,
    keyGenerator: (request) => `ip:${request.ip}`,
  });
  const perToken = app.createRateLimit({
    max: Math.max(1, Math.floor(config.rateLimitPerMinute / 4)),
    keyGenerator: (request) => `token:${memberTokenOf(request)}`,
  });
  // preHandler: the body is parsed by then, so the member token is known.
  app.addHook('preHandler', async (request, reply) => {
    if (!isLimited(request)) return;
    const checks = [perAddress];
    if (memberTokenOf(request) !== null) checks.push(perToken);
    for (const check of checks) {
      const limit = await check(request);
      if (!limit.isAllowed && limit.isExceeded) {
        reply.header('retry-after', String(limit.ttlInSeconds));
        throw new DomainError('TOO_MANY_REQUESTS');
      }
    }
  });
}
