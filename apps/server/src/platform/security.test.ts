import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { registerErrorHandler } from './error-handler.ts';
import { helmetOptions, registerSecurity, XSRF_COOKIE, XSRF_HEADER } from './security.ts';
import { newSecret } from './tokens.ts';

async function securedApp(env: Record<string, string> = {}) {
  const app = Fastify();
  registerErrorHandler(app);
  await registerSecurity(app, loadConfig(env));
  app.get('/page', async () => 'ok');
  app.post('/api/staff/thing', async () => ({ ok: true }));
  app.post('/api/member-thing', { config: { permission: 'member' } }, async () => ({ status: true }));
  app.post('/api/staff/login-like', async (_request, reply) => {
    reply.setCookie('staff_session', 'abc', { path: '/', httpOnly: true });
    return { ok: true };
  });
  return app;
}

const xsrfCookies = (setCookie: string | string[] | undefined) =>
  [setCookie ?? []].flat().filter((line) => line.startsWith(`${XSRF_COOKIE}=`));

describe('security headers and the XSRF pair', () => {
  it('sends on every reply the headers helmet itself sets', async () => {
    const app = await securedApp();
    const res = await app.inject({ url: '/page' });
    // The same helmet on a plain Fastify app, run per request the way @fastify/helmet did.
    const reference = Fastify();
    await reference.register(cookie);
    const middleware = helmet(helmetOptions({ secureCookies: false }));
    reference.addHook('onRequest', (request, reply, next) =>
      middleware(request.raw, reply.raw, (error?: unknown) => next(error as Error | undefined)),
    );
    reference.get('/page', async () => 'ok');
    const expected = await reference.inject({ url: '/page' });
    // Also on a refusal (the XSRF check's 419) and on an address no route answers.
    const refused = await app.inject({ method: 'POST', url: '/api/staff/thing', payload: {} });
    const missing = await app.inject({ url: '/nowhere' });
    expect([refused.statusCode, missing.statusCode]).toEqual([419, 404]);
    for (const name of [
      'content-security-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'origin-agent-cluster',
      'referrer-policy',
      'x-content-type-options',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-frame-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ]) {
      expect(res.headers[name], name).toBe(expected.headers[name]);
      expect(refused.headers[name], name).toBe(expected.headers[name]);
      expect(missing.headers[name], name).toBe(expected.headers[name]);
    }
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    await app.close();
    await reference.close();
  });

  it('mints a fresh 256-bit cookie for a request without one, none for one that has it', async () => {
    const app = await securedApp();
    const first = xsrfCookies((await app.inject({ url: '/page' })).headers['set-cookie']);
    const second = xsrfCookies((await app.inject({ url: '/page' })).headers['set-cookie']);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{43}; Path=\/; SameSite=Lax$/);
    expect(second[0]).not.toBe(first[0]);
    const kept = await app.inject({ url: '/page', headers: { cookie: `${XSRF_COOKIE}=abc` } });
    expect(xsrfCookies(kept.headers['set-cookie'])).toEqual([]);
    await app.close();
  });

  it('marks the cookie Secure in production and keeps a route’s own cookies beside it', async () => {
    const app = await securedApp({ APP_MODE: 'production' });
    const token = 'the-pair';
    const res = await app.inject({
      method: 'POST',
      url: '/api/staff/login-like',
      headers: { 'content-type': 'application/json', [XSRF_HEADER]: token },
      payload: {},
    });
    // The header matched no cookie (none was sent): refused (419), and the reply still mints one.
    expect(res.statusCode).toBe(419);
    expect(xsrfCookies(res.headers['set-cookie'])[0]).toMatch(/; Path=\/; Secure; SameSite=Lax$/);
    const ok = await app.inject({
      method: 'POST',
      url: '/api/staff/login-like',
      headers: { cookie: `${XSRF_COOKIE}=${token}`, [XSRF_HEADER]: token },
      payload: {},
    });
    expect(ok.statusCode).toBe(200);
    expect([ok.headers['set-cookie']].flat()).toEqual(['staff_session=abc; Path=/; HttpOnly; SameSite=Lax']);
    await app.close();
  });

  it('refuses an unsafe call without the matching header, except on member routes', async () => {
    const app = await securedApp();
    const post = (url: string, headers: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', ...headers },
        payload: {},
      });
    expect((await post('/api/staff/thing')).statusCode).toBe(419);
    expect(
      (await post('/api/staff/thing', { cookie: `${XSRF_COOKIE}=a`, [XSRF_HEADER]: 'b' })).statusCode,
    ).toBe(419);
    expect(
      (await post('/api/staff/thing', { cookie: `${XSRF_COOKIE}=a`, [XSRF_HEADER]: 'a' })).statusCode,
    ).toBe(200);
    expect((await post('/api/member-thing')).statusCode).toBe(200);
    await app.close();
  });
});

describe('newSecret', () => {
  it('gives 256-bit URL-safe secrets, never the same twice across pool refills', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 1000; i++) {
      const secret = newSecret();
      expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(secret, 'base64url')).toHaveLength(32);
      seen.add(secret);
    }
    expect(seen.size).toBe(1000);
  });
});
