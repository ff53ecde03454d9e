import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { operators } from '../modules/access/access.table.ts';
import { assertNoDemoPasswords } from '../modules/access/demo-credentials.ts';
import { createTestApp } from '../test/test-app.ts';
import { loadConfig, parseTrustProxy } from './config.ts';
import { hashPassword } from './passwords.ts';

/** Safe defaults per mode, proxies trusted only when configured, no demo passwords in production. */
describe('production settings', () => {
  it('listens on the loopback in demo mode unless HOST is set, on every interface in production', () => {
    expect(loadConfig({}).host).toBe('localhost');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ APP_MODE: 'production' }).host).toBe('0.0.0.0');
  });

  it('turns secure cookies (and so HSTS) on by default in production only', () => {
    expect(loadConfig({}).secureCookies).toBe(false);
    expect(loadConfig({ APP_MODE: 'production' }).secureCookies).toBe(true);
    expect(loadConfig({ APP_MODE: 'production', SECURE_COOKIES: '0' }).secureCookies).toBe(false);
    expect(loadConfig({ SECURE_COOKIES: '1' }).secureCookies).toBe(true);
  });

  it('sizes the PostgreSQL pool from DB_POOL_SIZE, 10 when unset or not a positive number', () => {
    expect(loadConfig({}).dbPoolSize).toBe(10);
    expect(loadConfig({ DB_POOL_SIZE: '4' }).dbPoolSize).toBe(4);
    expect(loadConfig({ DB_POOL_SIZE: '0' }).dbPoolSize).toBe(10);
    expect(loadConfig({ DB_POOL_SIZE: 'many' }).dbPoolSize).toBe(10);
  });

  it('trusts a proxy only when TRUST_PROXY names hops or addresses', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.1, 10.0.0.0/8')).toEqual(['10.0.0.1', '10.0.0.0/8']);
  });

  it('ignores X-Forwarded-For by default and uses it from a trusted hop', async () => {
    for (const [env, expected] of [
      [{}, '127.0.0.1'],
      [{ TRUST_PROXY: '1' }, '203.0.113.9'],
    ] as const) {
      const app = await createTestApp({ env, seedDemo: false });
      app.get('/ip-probe', { config: { permission: 'public' } }, async (request) => request.ip);
      const res = await app.inject({ url: '/ip-probe', headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(res.body).toBe(expected);
      await app.close();
    }
  });

  it('sends HSTS and secure cookies in production', async () => {
    const app = await createTestApp({ env: { APP_MODE: 'production' }, seedDemo: false });
    const res = await app.inject({ url: '/api/health' });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(res.cookies.find((c) => c.name === 'XSRF-TOKEN')?.secure).toBe(true);
    await app.close();
  });

  it('refuses to start in production while a demo password still opens an account', async () => {
    const app = await createTestApp();
    await expect(assertNoDemoPasswords(app.ctx.db)).rejects.toThrow(/admin, cs1|cs1, admin/);
    const strong = await hashPassword('a-long-unpublished-passphrase');
    await app.ctx.db.update(operators).set({ passwordHash: strong }).where(eq(operators.username, 'admin'));
    await app.ctx.db.update(operators).set({ passwordHash: strong }).where(eq(operators.username, 'cs1'));
    await expect(assertNoDemoPasswords(app.ctx.db)).resolves.toBeUndefined();
    await app.close();
  });
});
