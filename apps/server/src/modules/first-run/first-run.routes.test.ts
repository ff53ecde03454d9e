import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import { loginAs, staffClient } from '../../test/staff-client.ts';
import { createTestApp } from '../../test/test-app.ts';
import { operators, roles } from '../access/access.table.ts';
import { issueFirstRunCode } from '../access/first-run.service.ts';
import { firstRunCodes } from '../access/first-run.table.ts';

const PASSWORD = 'Setup-check-passphrase-2026';
const owner = { name: 'Site Owner', username: 'owner', password: PASSWORD, pin: '482916' };

describe('first run page on an empty database', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp({ seedDemo: false });
  });
  afterAll(async () => app?.close());

  const claim = (body: object, headers?: Record<string, string>) =>
    staffClient(app).request({ method: 'POST', url: '/api/staff/first-run', payload: body, headers });
  const needed = async () => (await staffClient(app).get('/api/staff/first-run')).json().needed;

  it('is needed while no operator exists, and the sign-in has no one to let in', async () => {
    expect(await needed()).toBe(true);
    const login = await staffClient(app).post('/api/staff/auth/login', {
      username: 'admin',
      password: 'admin123',
    });
    expect(login.statusCode).toBe(401);
  });

  it('refuses a wrong code, a weak password and a malformed PIN, creating nothing', async () => {
    const code = await issueFirstRunCode(app.ctx.db, new Date());
    expect(code).toMatch(/^[0-9a-f]{32}$/);

    const wrong = await claim({ ...owner, code: 'not-the-code' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toMatch(/setup code is wrong/);

    const weak = await claim({ ...owner, code, password: 'password1234' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.password[0]).toMatch(/common|weak/i);

    const withName = await claim({ ...owner, code, password: `${owner.username}-Setup-check-2026` });
    expect(withName.json().errors.password[0]).toMatch(/username/);

    const pin = await claim({ ...owner, code, pin: '12ab' });
    expect(pin.statusCode).toBe(422);
    expect(pin.json().errors.pin[0]).toBe('Security Pin must be 4 to 6 digits.');

    const [{ n }] = (await app.ctx.db.select({ n: count() }).from(operators)) as [{ n: number }];
    expect(n).toBe(0);
    expect(await needed()).toBe(true);
  });

  it('refuses a claim without the XSRF pair', async () => {
    const code = await issueFirstRunCode(app.ctx.db, new Date());
    const res = await app.inject({
      method: 'POST',
      url: '/api/staff/first-run',
      payload: { ...owner, code },
    });
    expect(res.statusCode).toBe(419);
  });

  it('refuses an expired code', async () => {
    const code = await issueFirstRunCode(app.ctx.db, new Date(Date.now() - 73 * 60 * 60 * 1000));
    const res = await claim({ ...owner, code });
    expect(res.statusCode).toBe(403);
  });

  it('creates the Super Admin and the operator with the right code; the code then dies', async () => {
    const other = await issueFirstRunCode(app.ctx.db, new Date());
    const code = await issueFirstRunCode(app.ctx.db, new Date());
    const res = await claim({ ...owner, code, name: '  Site Owner ' });
    expect(res.statusCode).toBe(200);

    const [role] = await app.ctx.db.select().from(roles);
    expect(role).toMatchObject({ name: 'Super Admin', isSuper: true, paymentGateway: '1', bankGroupIds: [] });
    const [operator] = await app.ctx.db.select().from(operators).where(eq(operators.username, 'owner'));
    expect(operator).toMatchObject({ name: 'Site Owner', roleId: role!.id, status: 'active' });
    expect(await verifyPassword(operator!.pinHash!, owner.pin)).toBe(true);
    expect(await app.ctx.db.select().from(firstRunCodes)).toEqual([]);

    expect(await needed()).toBe(false);
    const again = await claim({ ...owner, username: 'second', code });
    expect(again.statusCode).toBe(409);
    expect((await claim({ ...owner, username: 'second', code: other })).statusCode).toBe(409);
    expect(await issueFirstRunCode(app.ctx.db, new Date())).toBeNull();

    const admin = await loginAs(app, owner.username, PASSWORD);
    const me = (await admin.get('/api/staff/auth/me')).json();
    expect(me.role.is_super).toBe(true);
    expect(me.operator.has_pin).toBe(true);
    expect((await admin.post('/api/staff/auth/lock')).statusCode).toBe(200);
    expect((await admin.post('/api/staff/auth/unlock', { pin: owner.pin })).statusCode).toBe(200);
  });
});

describe('first run on a site that has operators', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app?.close());

  it('is not needed, issues no code and refuses a claim', async () => {
    expect((await staffClient(app).get('/api/staff/first-run')).json()).toEqual({ needed: false });
    expect(await issueFirstRunCode(app.ctx.db, new Date())).toBeNull();
    const res = await staffClient(app).request({
      method: 'POST',
      url: '/api/staff/first-run',
      payload: { ...owner, code: '0'.repeat(32) },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/already set up/);
  });
});

describe('first run claims are rate limited like the sign-in', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp({ seedDemo: false, env: { RATE_LIMIT_PER_MINUTE: '2' } });
  });
  afterAll(async () => app?.close());

  it('answers 429 past the per-address limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await staffClient(app).request({
        method: 'POST',
        url: '/api/staff/first-run',
        payload: { ...owner, code: 'guess' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([403, 403, 429]);
  });
});
