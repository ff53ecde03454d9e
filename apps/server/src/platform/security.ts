import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from 'helmet';
import type { AppConfig } from './config.ts';
import { DomainError } from './errors.ts';
import { isOpenAccess, STAFF_SESSION_COOKIE } from './staff-auth.ts';
import { newSecret } from './tokens.ts';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The only XSRF token a staff session accepts: derived from the session's own secret (which
 * the HttpOnly cookie keeps from scripts), so every server instance can check it without a
 * shared key, and a token from before sign-in or from another session is refused.
 */
export function sessionXsrfToken(sessionSecret: string): string {
  return createHmac('sha256', sessionSecret).update('xsrf-token').digest('base64url');
}

/** Replaces the browser's XSRF cookie (at sign-in with the session's token; at sign-out with a fresh one). */
export function setXsrfCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(XSRF_COOKIE, token, { path: '/', sameSite: 'lax', secure });
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** helmet's options: a CSP both SPAs pass, HSTS and upgrade-insecure-requests only on HTTPS. */
export function helmetOptions(config: Pick<AppConfig, 'secureCookies'>): Parameters<typeof helmet>[0] {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.secureCookies ? [] : null,
      },
    },
    strictTransportSecurity: config.secureCookies,
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * Security headers with a CSP both SPAs pass (styles inline for antd's CSS-in-JS; page data
 * travels as a JSON script block, which CSP does not execute), JSON-only bodies, and the
 * XSRF-TOKEN cookie. Every unsafe method on a matched route must echo a token in X-XSRF-TOKEN:
 * on a route that needs a staff session, sent with a session cookie, the session's own token
 * (sessionXsrfToken, set as the cookie at sign-in); elsewhere (the login route itself) the
 * cookie's value, a plain double-submit pair. Member-site calls authenticate by body token, so
 * a forged cross-site form gains nothing there and routes declared 'member' skip the check.
 */
export async function registerSecurity(app: FastifyInstance, config: AppConfig) {
  await app.register(cookie);
  // helmet's headers, worked out once: @fastify/helmet built helmet's middleware (and parsed the
  // CSP) on every request, and even built once its chain of a dozen middlewares cost ~3 % of a
  // cached reply. With these options every header is the same for every request.
  const securityHeaders = staticHeaders(helmet(helmetOptions(config)));
  app.removeContentTypeParser('text/plain');

  // The cookie as @fastify/cookie would write it, minus the per-request options object, map
  // and validation: the value is base64url, which a cookie carries as it is. Set as a header,
  // it is merged with any cookie the route sets through reply.setCookie (the plugin appends).
  const xsrfCookieAttributes = `; Path=/${config.secureCookies ? '; Secure' : ''}; SameSite=Lax`;

  // One synchronous hook for every request (each hook is a step in Fastify's chain, and an
  // async one a promise and a microtask more): the security headers, then the XSRF pair. The
  // headers go with the reply's own (Node validates them once, when the reply's head is
  // written): set one by one on the raw response, each was also copied, lowercased and kept
  // in a second table (setHeader was ~6 % of a cached reply's CPU; Fastify's header() and
  // Node's processHeader, which do it now, ~4 %). A route that takes over the raw response
  // (reply.hijack) writes them from reply.getHeaders().
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(securityHeaders);
    const session = request.cookies[STAFF_SESSION_COOKIE];
    let token = request.cookies[XSRF_COOKIE];
    if (!token) {
      token = session ? sessionXsrfToken(session) : newSecret();
      request.cookies[XSRF_COOKIE] = token;
      reply.header('set-cookie', `${XSRF_COOKIE}=${token}${xsrfCookieAttributes}`);
    }
    // Like the session check, this follows the matched route's declaration, not the raw URL.
    const access = request.routeOptions.config?.permission ?? 'authenticated';
    if (!request.is404 && access !== 'member' && !SAFE_METHODS.has(request.method)) {
      const header = request.headers[XSRF_HEADER];
      const sent = Array.isArray(header) ? header[0] : header;
      const expected = session && !isOpenAccess(access) ? sessionXsrfToken(session) : token;
      if (!sent || !sameToken(sent, expected)) return done(new DomainError('XSRF_MISMATCH'));
    }
    done();
  });
}

/**
 * The headers a helmet middleware sets, read by running it once on a stand-in response. Only
 * for options with no per-request part (no CSP nonce or directive function): then helmet sets
 * the same headers on every response.
 */
function staticHeaders(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => {},
  };
  let ran = false;
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    ran = true;
  });
  if (!ran || Object.keys(headers).length === 0)
    throw new Error('helmet did not set its headers synchronously');
  return headers;
}
