import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { loginAs, type StaffClient, staffClient } from '../../test/staff-client.ts';
import { createTestApp } from '../../test/test-app.ts';
import { DEMO_ADMIN } from '../access/access.demo.ts';
import { MAX_SESSION_SECRET_FAILURES } from './secret-check.ts';
import { ADDRESS_MAX_FAILURES, BACKOFF_RESET_MS, FREE_FAILURES } from './secret-limits.ts';

const PASSWORD = 'Limiter-check-passphrase-2026';
const PIN = '482916';

type ActivityRow = {
  action: string;
  operator_id: number | null;
  target_id: string | null;
  after: unknown;
  ip: string;
};

/**
 * Every secret check inside a session (the current password on the profile, the PIN on the
 * lock screen) goes through the sign-in's limiter: a backoff per operator, a cap per address,
 * and the session revoked at its 5th wrong answer; each failure in the activity log.
 */
describe('one limiter for every secret check', () => {
  let app: App;
  /** The admin, signed in afresh (the clock jumps past sessions' idle limit). */
  const admin = () => loginAs(app, DEMO_ADMIN.username, DEMO_ADMIN.password);
  let now = new Date('2026-04-01T02:00:00Z');
  const advance = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };
  let operatorCount = 0;

  beforeAll(async () => {
    app = await createTestApp({ now: () => now });
  });
  afterAll(async () => app.close());

  /** A fresh operator with a PIN (so no test inherits another's counts), and its id. */
  async function newOperator(): Promise<{
    id: number;
    username: string;
    signIn: () => Promise<StaffClient>;
  }> {
    const manager = await admin();
    const roles = (await manager.get('/api/staff/operators/role-options')).json().data;
    const role = roles.find((r: { name: string }) => r.name === 'Customer Service');
    const username = `limiter${++operatorCount}`;
    const created = await manager.post('/api/staff/operators', {
      name: `Limiter ${operatorCount}`,
      username,
      password: PASSWORD,
      role_id: role.id,
    });
    expect(created.statusCode).toBe(200);
    const signIn = () => loginAs(app, username, PASSWORD);
    const first = await signIn();
    expect(
      (await first.post('/api/staff/profile/pin', { current_password: PASSWORD, pin: PIN })).statusCode,
    ).toBe(200);
    return { id: created.json().data.id, username, signIn };
  }

  const wrongPin = (client: StaffClient) =>
    client.post('/api/staff/profile/pin', { current_password: 'Not-the-passphrase-0000', pin: '135790' });
  const wrongPassword = (client: StaffClient) =>
    client.post('/api/staff/profile/password', {
      current_password: 'Not-the-passphrase-0000',
      password: 'Another-limiter-passphrase-2027',
    });

  async function activity(action: string, operatorId: number): Promise<ActivityRow[]> {
    const res = await (await admin()).get(`/api/staff/activity-log?action=${action}&per_page=100`);
    expect(res.statusCode).toBe(200);
    return (res.json().data as ActivityRow[]).filter((r) => r.target_id === String(operatorId));
  }

  it('the 5th wrong current password in a session revokes it (401, cookies cleared); each failure is logged', async () => {
    expect(MAX_SESSION_SECRET_FAILURES).toBe(5);
    const operator = await newOperator();
    const session = await operator.signIn();
    const other = await operator.signIn();
    for (let i = 1; i < MAX_SESSION_SECRET_FAILURES; i++) {
      const wrong = await (i % 2 ? wrongPin(session) : wrongPassword(session));
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().message).toBe('Current password is wrong.');
    }
    const last = await wrongPin(session);
    expect(last.statusCode).toBe(401);
    expect(last.json().message).toBe('Too many wrong passwords or Security Pins. Please login again.');
    expect(last.cookies.find((c) => c.name === 'staff_session')?.value).toBe('');
    expect(last.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value).not.toBe(session.xsrf);
    // Gone for good: even the right password is no use in it; the operator's other session lives on.
    expect(
      (await session.post('/api/staff/profile/pin', { current_password: PASSWORD, pin: PIN })).statusCode,
    ).toBe(401);
    expect((await session.get('/api/staff/auth/me')).statusCode).toBe(401);
    expect((await other.get('/api/staff/auth/me')).statusCode).toBe(200);

    const failed = await activity('auth.secret_failed', operator.id);
    expect(failed).toHaveLength(MAX_SESSION_SECRET_FAILURES);
    for (const row of failed)
      expect(row).toMatchObject({
        operator_id: operator.id,
        ip: '127.0.0.1',
        after: { kind: 'current_password' },
      });
    expect(failed.map((r) => (r.after as { session_failures: number }).session_failures).sort()).toEqual([
      1, 2, 3, 4, 5,
    ]);
    expect(await activity('auth.session_revoked', operator.id)).toHaveLength(1);
    advance(BACKOFF_RESET_MS);
  });

  it("backs off per operator across the operator's sessions: 5 free wrong answers, then waits that double", async () => {
    expect(FREE_FAILURES).toBe(5);
    const operator = await newOperator();
    const first = await operator.signIn();
    const second = await operator.signIn();
    for (let i = 0; i < 3; i++) expect((await wrongPassword(first)).statusCode).toBe(422);
    expect((await wrongPin(second)).statusCode).toBe(422);
    // The 5th wrong answer for this operator (the 2nd in this session) sets a one-second wait.
    expect((await wrongPassword(second)).statusCode).toBe(422);
    const waiting = await second.post('/api/staff/profile/pin', { current_password: PASSWORD, pin: PIN });
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().message).toBe('Too many attempts. Please wait 1 seconds and try again.');
    advance(1_000);
    expect((await wrongPin(second)).statusCode).toBe(422);
    expect((await wrongPin(first)).json().message).toBe(
      'Too many attempts. Please wait 2 seconds and try again.',
    );
    advance(2_000);
    // The right password once the wait is over; it starts the count again.
    expect(
      (await first.post('/api/staff/profile/pin', { current_password: PASSWORD, pin: PIN })).statusCode,
    ).toBe(200);
    expect((await wrongPin(first)).statusCode).toBe(422);
    expect((await wrongPin(second)).statusCode).toBe(422);
  });

  it('the lock-screen PIN goes through the same limiter: the session counts both kinds of wrong answer', async () => {
    const operator = await newOperator();
    const session = await operator.signIn();
    for (let i = 0; i < 3; i++) expect((await wrongPassword(session)).statusCode).toBe(422);
    expect((await session.post('/api/staff/auth/lock')).statusCode).toBe(200);
    expect((await session.post('/api/staff/auth/unlock', { pin: '000000' })).json().message).toBe(
      'Security Pin is incorrect.',
    );
    const last = await session.post('/api/staff/auth/unlock', { pin: '000000' });
    expect(last.statusCode).toBe(401);
    expect(last.json().message).toBe('Too many wrong Security Pins. Please login again.');
    const kinds = (await activity('auth.secret_failed', operator.id)).map(
      (r) => (r.after as { kind: string }).kind,
    );
    expect(kinds.sort()).toEqual(['current_password', 'current_password', 'current_password', 'pin', 'pin']);
    // The next session starts with the operator's count cleared by the sign-in's right password.
    const next = await operator.signIn();
    await next.post('/api/staff/auth/lock');
    expect((await next.post('/api/staff/auth/unlock', { pin: PIN })).statusCode).toBe(200);
  });

  it('caps failures per client address across operators, sign-in and profile checks alike', async () => {
    const operator = await newOperator();
    const session = await operator.signIn();
    const ip = '10.77.0.1';
    const fromIp = (client: StaffClient, url: string, payload: object) =>
      client.request({ method: 'POST', url, payload, remoteAddress: ip });
    // Guesses at many usernames from the address, then one wrong current password from it.
    for (let i = 0; i < ADDRESS_MAX_FAILURES - 1; i++)
      expect(
        (
          await fromIp(staffClient(app), '/api/staff/auth/login', {
            username: `spray${i}`,
            password: 'Spray-guess-passphrase-1',
          })
        ).statusCode,
      ).toBe(401);
    const wrong = await fromIp(session, '/api/staff/profile/password', {
      current_password: 'Not-the-passphrase-0000',
      password: 'Another-limiter-passphrase-2027',
    });
    expect(wrong.statusCode).toBe(422);
    // The address is over its cap: refused before the secret is even checked.
    const refused = await fromIp(session, '/api/staff/profile/pin', { current_password: PASSWORD, pin: PIN });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many attempts. Please wait a minute and try again.');
    // Another address is not affected.
    expect(
      (await session.post('/api/staff/profile/pin', { current_password: PASSWORD, pin: PIN })).statusCode,
    ).toBe(200);
  });
});
