import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { DEMO_MEMBER_TOKEN } from '../modules/members/members.demo.ts';
import { createTestApp } from '../test/test-app.ts';

// 8 per address per minute, so 2 per member token.
const PER_ADDRESS = 8;

describe('abuse limits on member and anonymous endpoints', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: String(PER_ADDRESS) } });
  });
  afterAll(async () => app.close());

  const memberAuth = (token: string, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth',
      remoteAddress,
      headers: { locale: 'bm' },
      payload: { token },
    });

  it('limits one member token, in the request language with a Retry-After, while another token goes on', async () => {
    const address = '10.0.0.1';
    expect((await memberAuth(DEMO_MEMBER_TOKEN, address)).statusCode).toBe(200);
    expect((await memberAuth(DEMO_MEMBER_TOKEN, address)).statusCode).toBe(200);
    const limited = await memberAuth(DEMO_MEMBER_TOKEN, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      status: false,
      message: 'Terlalu banyak percubaan. Sila tunggu seminit dan cuba lagi.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another token from the same address has its own bucket (an unknown one is refused as such).
    expect((await memberAuth('another-token', address)).statusCode).toBe(401);
  });

  it('limits one address across anonymous member calls, and only that address', async () => {
    const global = (remoteAddress: string) =>
      app.inject({ method: 'GET', url: '/api/global', remoteAddress });
    const statuses = [];
    for (let i = 0; i < PER_ADDRESS + 1; i++) statuses.push((await global('10.0.0.2')).statusCode);
    expect(statuses.slice(0, PER_ADDRESS).every((status) => status === 200)).toBe(true);
    expect(statuses[PER_ADDRESS]).toBe(429);
    expect((await global('10.0.0.3')).statusCode).toBe(200);
  });

  it('counts staff login attempts per address but leaves health checks and pages alone', async () => {
    const address = '10.0.0.4';
    for (let i = 0; i < PER_ADDRESS + 2; i++) {
      expect(
        (await app.inject({ method: 'GET', url: '/api/health', remoteAddress: address })).statusCode,
      ).toBe(200);
    }
    // A new username each time, so that the login backoff per username never answers first.
    const login = (i: number) =>
      app.inject({
        method: 'POST',
        url: '/api/staff/auth/login',
        remoteAddress: address,
        headers: { cookie: 'XSRF-TOKEN=t', 'x-xsrf-token': 't' },
        payload: { username: `nobody${i}`, password: 'wrong-password' },
      });
    const statuses = [];
    for (let i = 0; i < PER_ADDRESS + 1; i++) statuses.push((await login(i)).statusCode);
    expect(statuses.slice(0, PER_ADDRESS)).not.toContain(429);
    expect(statuses[PER_ADDRESS]).toBe(429);
  });
});
