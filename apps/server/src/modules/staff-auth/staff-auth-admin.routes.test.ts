import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { loginAs, staffClient, staffHeaders } from '../../test/staff-client.ts';
import { createTestApp } from '../../test/test-app.ts';
import { DEMO_ADMIN, DEMO_CS } from '../access/access.demo.ts';
import { operators } from '../access/access.table.ts';

describe('staff sign-in, session, lock and profile', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  const anonymous = () => staffClient(app);

  it('signs in with username and password and sets an HttpOnly SameSite=Lax session cookie', async () => {
    const res = await anonymous().post('/api/staff/auth/login', {
      username: DEMO_ADMIN.username,
      password: DEMO_ADMIN.password,
    });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'staff_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    const me = await staffClient(app, `staff_session=${cookie!.value}`).get('/api/staff/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      operator: { username: 'admin', has_pin: true },
      role: { name: 'Super Admin', is_super: true },
      locked: false,
    });
    expect(me.json().permissions).toContain('roles.manage');
    expect(me.json().operator.last_login_at).toBeTruthy();
  });

  it('answers a wrong password and an unknown username with the same message', async () => {
    const client = anonymous();
    const wrong = await client.request({
      method: 'POST',
      url: '/api/staff/auth/login',
      remoteAddress: '10.0.0.2',
      payload: { username: 'admin', password: 'nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Username or password is incorrect.' });
    const unknown = await client.request({
      method: 'POST',
      url: '/api/staff/auth/login',
      remoteAddress: '10.0.0.2',
      headers: { locale: 'cn' },
      payload: { username: 'ghost', password: 'nope' },
    });
    expect(unknown.json()).toEqual({ message: '用户名或密码错误。' });
  });

  it('refuses an inactive operator with the spec message once the password is right', async () => {
    const admin = await loginAs(app, DEMO_ADMIN.username, DEMO_ADMIN.password);
    const roles = (await admin.get('/api/staff/operators/role-options')).json().data;
    const cs = roles.find((r: { name: string }) => r.name === 'Customer Service');
    const created = await admin.post('/api/staff/operators', {
      name: 'Sleepy',
      username: 'sleepy',
      password: 'Drowsy-harbor-violet-5',
      role_id: cs.id,
      status: 'inactive',
    });
    expect(created.statusCode).toBe(200);
    const res = await anonymous().post('/api/staff/auth/login', {
      username: 'sleepy',
      password: 'Drowsy-harbor-violet-5',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Your account is not active. Please contact admin.');
  });

  it('refuses a staff mutation without the X-XSRF-TOKEN header matching the cookie', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/staff/auth/login',
      headers: { cookie: 'XSRF-TOKEN=abc' },
      payload: { username: 'admin', password: 'admin123' },
    });
    expect(res.statusCode).toBe(419);
    const mismatch = await app.inject({
      method: 'POST',
      url: '/api/staff/auth/login',
      headers: { cookie: 'XSRF-TOKEN=abc', 'x-xsrf-token': 'abd' },
      payload: { username: 'admin', password: 'admin123' },
    });
    expect(mismatch.statusCode).toBe(419);
  });

  it('answers 401 "Please login to continue." without a session, with a bad one and after logout', async () => {
    const none = await anonymous().get('/api/staff/auth/me');
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe('Please login to continue.');
    expect((await staffClient(app, 'staff_session=forged').get('/api/staff/auth/me')).statusCode).toBe(401);
    const admin = await loginAs(app, DEMO_ADMIN.username, DEMO_ADMIN.password);
    const out = await admin.post('/api/staff/auth/logout');
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'staff_session')?.value).toBe('');
    expect((await admin.get('/api/staff/auth/me')).statusCode).toBe(401);
  });

  it('expires a session after its idle time', async () => {
    let now = new Date('2026-01-01T00:00:00Z');
    const clocked = await createTestApp({ now: () => now });
    try {
      const admin = await loginAs(clocked, DEMO_ADMIN.username, DEMO_ADMIN.password);
      expect((await admin.get('/api/staff/auth/me')).statusCode).toBe(200);
      now = new Date('2026-01-01T13:00:00Z');
      expect((await admin.get('/api/staff/auth/me')).statusCode).toBe(401);
    } finally {
      await clocked.close();
    }
  });

  it('locks the session: every other route answers 423 until the PIN unlocks it, across requests', async () => {
    const admin = await loginAs(app, DEMO_ADMIN.username, DEMO_ADMIN.password);
    expect((await admin.post('/api/staff/auth/lock')).statusCode).toBe(200);
    const blocked = await admin.get('/api/staff/operators');
    expect(blocked.statusCode).toBe(423);
    expect(blocked.json().message).toMatch(/locked/);
    expect((await admin.get('/api/staff/auth/me')).json().locked).toBe(true);

    const wrong = await admin.post('/api/staff/auth/unlock', { pin: '9999' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe('Security Pin is incorrect.');
    expect((await admin.get('/api/staff/operators')).statusCode).toBe(423);

    const right = await admin.post('/api/staff/auth/unlock', { pin: DEMO_ADMIN.pin });
    expect(right.statusCode).toBe(200);
    expect((await admin.get('/api/staff/operators')).statusCode).toBe(200);
    expect((await admin.get('/api/staff/auth/me')).json().locked).toBe(false);
  });

  it('refuses to lock an operator without a PIN (never locked out), and the set PIN then unlocks', async () => {
    const cs = await loginAs(app, DEMO_CS.username, DEMO_CS.password);
    const refused = await cs.post('/api/staff/auth/lock');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('Please set security pin first.');
    expect((await cs.get('/api/staff/auth/me')).json().locked).toBe(false);
    const badFormat = await cs.post('/api/staff/profile/pin', {
      current_password: DEMO_CS.password,
      pin: '12a',
    });
    expect(badFormat.statusCode).toBe(422);
    expect(badFormat.json().errors.pin).toEqual(['Security Pin must be 4 to 6 digits.']);
    const wrongPassword = await cs.post('/api/staff/profile/pin', { current_password: 'x', pin: '2468' });
    expect(wrongPassword.json().message).toBe('Current password is wrong.');
    expect(
      (await cs.post('/api/staff/profile/pin', { current_password: DEMO_CS.password, pin: '2468' }))
        .statusCode,
    ).toBe(200);
    expect((await cs.post('/api/staff/auth/lock')).statusCode).toBe(200);
    // Profile routes are locked too while the screen is.
    expect(
      (await cs.post('/api/staff/profile/pin', { current_password: DEMO_CS.password, pin: '1357' }))
        .statusCode,
    ).toBe(423);
    expect((await cs.post('/api/staff/auth/unlock', { pin: '2468' })).statusCode).toBe(200);
  });

  it('changes the own password after checking the current one and signs out other sessions', async () => {
    const admin = await loginAs(app, DEMO_ADMIN.username, DEMO_ADMIN.password);
    const elsewhere = await loginAs(app, DEMO_ADMIN.username, DEMO_ADMIN.password);
    const wrong = await admin.post('/api/staff/profile/password', {
      current_password: 'nope',
      password: 'New-pass-meadow-walnut',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      message: 'Current password is wrong.',
      errors: { current_password: ['Current password is wrong.'] },
    });
    const short = await admin.post('/api/staff/profile/password', {
      current_password: 'admin123',
      password: 'abc',
    });
    expect(short.json().errors.password).toEqual(['Password must be at least 12 characters.']);
    const ok = await admin.post('/api/staff/profile/password', {
      current_password: 'admin123',
      password: 'New-pass-meadow-walnut',
    });
    expect(ok.statusCode).toBe(200);
    expect((await admin.get('/api/staff/auth/me')).statusCode).toBe(200);
    expect((await elsewhere.get('/api/staff/auth/me')).statusCode).toBe(401);
    await loginAs(app, 'admin', 'New-pass-meadow-walnut');
    // The demo password predates the policy, so it goes back straight into the database.
    await app.ctx.db
      .update(operators)
      .set({ passwordHash: await hashPassword(DEMO_ADMIN.password) })
      .where(eq(operators.username, DEMO_ADMIN.username));
  });

  it('writes who, what, target, time and IP to the activity log for sign-in, lock and profile changes', async () => {
    const admin = await loginAs(app, DEMO_ADMIN.username, DEMO_ADMIN.password);
    const res = await admin.get('/api/staff/activity-log?per_page=100');
    const actions = res.json().data.map((r: { action: string }) => r.action);
    for (const action of [
      'auth.login',
      'auth.logout',
      'auth.lock',
      'auth.unlock',
      'profile.pin',
      'profile.password',
    ])
      expect(actions).toContain(action);
    const row = res.json().data.find((r: { action: string }) => r.action === 'profile.pin');
    expect(row).toMatchObject({ operator_name: 'CS One', target_type: 'operator', ip: '127.0.0.1' });
    expect(row.after).toEqual({ pin_set: true });
  });

  it('sets the Secure flag on the session cookie behind TLS', async () => {
    const tls = await createTestApp({ env: { SECURE_COOKIES: '1' } });
    try {
      const res = await tls.inject({
        method: 'POST',
        url: '/api/staff/auth/login',
        headers: staffHeaders(),
        payload: { username: 'admin', password: 'admin123' },
      });
      expect(res.cookies.find((c) => c.name === 'staff_session')?.secure).toBe(true);
    } finally {
      await tls.close();
    }
  });
});
