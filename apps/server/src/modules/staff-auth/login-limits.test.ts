import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { loginAs, staffClient } from '../../test/staff-client.ts';
import { createTestApp } from '../../test/test-app.ts';
import { DEMO_ADMIN, DEMO_CS } from '../access/access.demo.ts';
import { MAX_SESSION_SECRET_FAILURES as MAX_PIN_FAILURES } from './secret-check.ts';
import { ADDRESS_MAX_FAILURES, BACKOFF_MAX_MS, FREE_FAILURES } from './secret-limits.ts';

/**
 * Sign-in and PIN limits that slow guessing down without locking a real operator
 * out, session lifetimes, and failed sign-ins, wrong PINs and refused permissions in the
 * activity log. The app runs on a test clock, so waits are steps of the clock.
 */
describe('sign-in limits, PIN limits, session lifetimes, refusals logged', () => {
  let app: App;
  let now = new Date('2026-03-01T02:00:00Z');
  const advance = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };
  beforeAll(async () => {
    app = await createTestApp({
      now: () => now,
      env: { STAFF_IDLE_MINUTES: '30', STAFF_SESSION_HOURS: '12' },
    });
  });
  afterAll(async () => app.close());

  const attempt = (
    username: string,
    password: string,
    options: { ip?: string; device?: string } = {},
  ): Promise<LightMyRequestResponse> =>
    staffClient(app).request({
      method: 'POST',
      url: '/api/staff/auth/login',
      remoteAddress: options.ip ?? '10.1.0.1',
      headers: options.device ? { cookie: `XSRF-TOKEN=test-xsrf-token; staff_device=${options.device}` } : {},
      payload: { username, password },
    });
  const activity = async (action: string) => {
    const admin = await loginAs(app, DEMO_ADMIN.username, DEMO_ADMIN.password);
    const res = await admin.get(`/api/staff/activity-log?action=${action}&per_page=100`);
    return res.json().data as {
      operator_id: number | null;
      target_id: string | null;
      after: unknown;
      ip: string;
    }[];
  };

  it('backs off per username: 5 free tries, then waits that double; the right password signs in once the wait is over', async () => {
    expect(FREE_FAILURES).toBe(5);
    for (let i = 0; i < FREE_FAILURES; i++)
      expect((await attempt(DEMO_CS.username, 'wrong')).statusCode).toBe(401);
    // The 5th wrong one sets a one-second wait: the 6th attempt, even the right password, waits.
    const waiting = await attempt(DEMO_CS.username, DEMO_CS.password, { ip: '10.1.0.2' });
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().message).toBe('Too many attempts. Please wait 1 seconds and try again.');
    advance(999);
    expect((await attempt(DEMO_CS.username, DEMO_CS.password)).statusCode).toBe(429);
    advance(1);
    expect((await attempt(DEMO_CS.username, 'wrong')).statusCode).toBe(401);
    expect((await attempt(DEMO_CS.username, DEMO_CS.password)).json().message).toMatch(/wait 2 seconds/);
    // Many more failures: the wait stops growing at the cap.
    for (let i = 0; i < 12; i++) {
      advance(BACKOFF_MAX_MS);
      expect((await attempt(DEMO_CS.username, 'wrong')).statusCode).toBe(401);
    }
    const capped = await attempt(DEMO_CS.username, DEMO_CS.password);
    expect(capped.json().message).toBe(
      `Too many attempts. Please wait ${BACKOFF_MAX_MS / 1000} seconds and try again.`,
    );
    advance(BACKOFF_MAX_MS);
    expect((await attempt(DEMO_CS.username, DEMO_CS.password)).statusCode).toBe(200);
    // A success clears the count.
    expect((await attempt(DEMO_CS.username, 'wrong')).statusCode).toBe(401);
    expect((await attempt(DEMO_CS.username, DEMO_CS.password)).statusCode).toBe(200);
  });

  it("a browser the operator has signed in with is not held up by someone else's guesses", async () => {
    const first = await attempt(DEMO_CS.username, DEMO_CS.password);
    const device = first.cookies.find((c) => c.name === 'staff_device');
    expect(device).toMatchObject({ httpOnly: true, path: '/api/staff/auth/login', sameSite: 'Strict' });
    // Someone elsewhere keeps guessing: the username is held in backoff...
    for (let i = 0; i <= FREE_FAILURES + 2; i++) await attempt(DEMO_CS.username, 'guess', { ip: '10.9.9.9' });
    expect((await attempt(DEMO_CS.username, DEMO_CS.password, { ip: '10.1.0.3' })).statusCode).toBe(429);
    // ...but the operator's own browser signs in at once.
    expect((await attempt(DEMO_CS.username, DEMO_CS.password, { device: device!.value })).statusCode).toBe(
      200,
    );
    // The device cookie counts only for the operator it signed in as.
    expect((await attempt(DEMO_ADMIN.username, 'wrong', { device: device!.value })).statusCode).toBe(401);
    advance(BACKOFF_MAX_MS);
  });

  it('limits failed attempts per address across usernames; other addresses are not affected', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < ADDRESS_MAX_FAILURES; i++)
      expect((await attempt(`spray${i}`, 'Password1', { ip })).statusCode).toBe(401);
    const refused = await attempt(DEMO_ADMIN.username, DEMO_ADMIN.password, { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many attempts. Please wait a minute and try again.');
    expect((await attempt(DEMO_ADMIN.username, DEMO_ADMIN.password, { ip: '10.2.0.2' })).statusCode).toBe(
      200,
    );
    advance(10 * 60_000 + 1);
    expect((await attempt(DEMO_ADMIN.username, DEMO_ADMIN.password, { ip })).statusCode).toBe(200);
  });

  it('writes failed sign-ins to the activity log with the username tried and the address', async () => {
    await attempt(DEMO_ADMIN.username, 'not-it', { ip: '10.3.0.1' });
    await attempt('nobody-here', 'x', { ip: '10.3.0.2' });
    const rows = await activity('auth.secret_failed');
    const admin = rows.find((r) => r.ip === '10.3.0.1');
    expect(admin).toMatchObject({ operator_id: null, after: { kind: 'password', username: 'admin' } });
    expect(admin!.target_id).not.toBeNull();
    expect(rows.find((r) => r.ip === '10.3.0.2')).toMatchObject({
      target_id: null,
      after: { kind: 'password', username: 'nobody-here' },
    });
    advance(BACKOFF_MAX_MS);
  });

  it(`${MAX_PIN_FAILURES} wrong PINs on a locked session revoke it; each is logged; other sessions live on`, async () => {
    const admin = await loginAs(app, DEMO_ADMIN.username, DEMO_ADMIN.password);
    const other = await loginAs(app, DEMO_ADMIN.username, DEMO_ADMIN.password);
    await admin.post('/api/staff/auth/lock');
    for (let i = 1; i < MAX_PIN_FAILURES; i++) {
      const wrong = await admin.post('/api/staff/auth/unlock', { pin: '0000' });
      expect(wrong.json().message).toBe('Security Pin is incorrect.');
    }
    const last = await admin.post('/api/staff/auth/unlock', { pin: '0000' });
    expect(last.statusCode).toBe(401);
    expect(last.json().message).toBe('Too many wrong Security Pins. Please login again.');
    expect(last.cookies.find((c) => c.name === 'staff_session')?.value).toBe('');
    // The right PIN no longer helps: the session is gone.
    expect((await admin.post('/api/staff/auth/unlock', { pin: DEMO_ADMIN.pin })).statusCode).toBe(401);
    expect((await admin.get('/api/staff/auth/me')).statusCode).toBe(401);
    expect((await other.get('/api/staff/auth/me')).statusCode).toBe(200);
    const failed = (await activity('auth.secret_failed')).filter(
      (r) => (r.after as { kind: string }).kind === 'pin',
    );
    expect(failed.length).toBe(MAX_PIN_FAILURES);
    expect((await activity('auth.session_revoked')).length).toBe(1);
    advance(BACKOFF_MAX_MS);
  });

  it('a right PIN before the limit unlocks and starts the count again', async () => {
    const admin = await loginAs(app, DEMO_ADMIN.username, DEMO_ADMIN.password);
    await admin.post('/api/staff/auth/lock');
    for (let i = 1; i < MAX_PIN_FAILURES; i++) await admin.post('/api/staff/auth/unlock', { pin: '0000' });
    expect((await admin.post('/api/staff/auth/unlock', { pin: DEMO_ADMIN.pin })).statusCode).toBe(200);
    await admin.post('/api/staff/auth/lock');
    expect((await admin.post('/api/staff/auth/unlock', { pin: '0000' })).statusCode).toBe(422);
    expect((await admin.post('/api/staff/auth/unlock', { pin: DEMO_ADMIN.pin })).statusCode).toBe(200);
  });

  it('ends a session after 30 idle minutes, and 12 hours after sign-in however busy', async () => {
    const started = now.getTime();
    const idle = await loginAs(app, DEMO_ADMIN.username, DEMO_ADMIN.password);
    const busy = await loginAs(app, DEMO_ADMIN.username, DEMO_ADMIN.password);
    const me = async (client: typeof idle) => (await client.get('/api/staff/auth/me')).statusCode;
    advance(20 * 60_000);
    expect(await me(busy)).toBe(200);
    advance(9 * 60_000);
    expect(await me(idle)).toBe(200);
    advance(11 * 60_000);
    expect(await me(busy)).toBe(200);
    advance(20 * 60_000);
    expect(await me(idle)).toBe(401); // 31 minutes since its last request
    expect(await me(busy)).toBe(200);
    // A request every 20 minutes keeps a session alive only until 12 hours after sign-in.
    while (now.getTime() + 20 * 60_000 < started + 12 * 3_600_000) {
      advance(20 * 60_000);
      expect(await me(busy)).toBe(200);
    }
    advance(20 * 60_000);
    expect(await me(busy)).toBe(401);
  });

  it('lets background polls of an unattended tab run into the idle limit (X-User-Idle)', async () => {
    const tab = await loginAs(app, DEMO_ADMIN.username, DEMO_ADMIN.password);
    // A GET that reports how long the tab's operator has been idle (the X-User-Idle header).
    const idleGet = (client: typeof tab, url: string, idle: string) =>
      client.request({ method: 'GET', url, headers: { 'x-user-idle': idle } });
    const poll = async (idleSeconds: number) =>
      (await idleGet(tab, '/api/staff/live/counts', String(idleSeconds))).statusCode;
    // The operator worked 5 minutes ago; polls every 5 minutes since count from then, not from the poll.
    let idleSeconds = 5 * 60;
    advance(idleSeconds * 1000);
    expect(await poll(idleSeconds)).toBe(200);
    for (let i = 0; i < 4; i++) {
      advance(5 * 60_000);
      idleSeconds += 5 * 60;
      expect(await poll(idleSeconds)).toBe(200);
    }
    // 25 minutes idle so far; the next poll reports 30: the session ends, for every request after.
    advance(5 * 60_000);
    idleSeconds += 5 * 60;
    expect(await poll(idleSeconds)).toBe(401);
    expect((await tab.get('/api/staff/auth/me')).statusCode).toBe(401);

    // A tab whose operator is at the desk reports little idle time and stays signed in.
    const worked = await loginAs(app, DEMO_ADMIN.username, DEMO_ADMIN.password);
    for (let i = 0; i < 8; i++) {
      advance(5 * 60_000);
      const res = await idleGet(worked, '/api/staff/live/counts', '40');
      expect(res.statusCode).toBe(200);
    }
    // A malformed report counts as none (the request itself is the activity).
    advance(5 * 60_000);
    const odd = await idleGet(worked, '/api/staff/auth/me', '-5');
    expect(odd.statusCode).toBe(200);
  });

  it('writes refused permissions (403) to the activity log with the route', async () => {
    const admin = await loginAs(app, DEMO_ADMIN.username, DEMO_ADMIN.password);
    const role = await admin.post('/api/staff/roles', { name: 'Limits Nobody', permissions: [] });
    const created = await admin.post('/api/staff/operators', {
      name: 'Limits Nobody',
      username: 'limitsnobody',
      password: 'Empty-tundra-quill-51',
      role_id: role.json().data.id,
    });
    const nobody = await loginAs(app, 'limitsnobody', 'Empty-tundra-quill-51');
    expect((await nobody.get('/api/staff/operators')).statusCode).toBe(403);
    const rows = await activity('auth.forbidden');
    expect(rows).toContainEqual(
      expect.objectContaining({
        operator_id: created.json().data.id,
        target_id: 'GET /api/staff/operators',
      }),
    );
  });
});
