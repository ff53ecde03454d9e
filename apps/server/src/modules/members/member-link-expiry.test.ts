import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { loginAs, type StaffClient } from '../../test/staff-client.ts';
import { createTestApp } from '../../test/test-app.ts';
import { DEMO_ADMIN } from '../access/access.demo.ts';
import { DEMO_MEMBER_TOKEN } from './members.demo.ts';

const DAY_MS = 86_400_000;

/**
 * A member link stops working after the days without use the operator sets
 * (Website Settings, `member_link_days`), and every use is kept in `last_used_at`.
 */
describe('member link expiry and last use', () => {
  let app: App;
  let admin: StaffClient;
  let now = new Date('2026-02-01T04:00:00Z');
  let memberId = 0;
  const advance = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };
  beforeAll(async () => {
    app = await createTestApp({ now: () => now });
    admin = await loginAs(app, DEMO_ADMIN.username, DEMO_ADMIN.password);
  });
  afterAll(async () => app.close());

  const auth = (token: string) => app.inject({ method: 'POST', url: '/api/auth', payload: { token } });
  const setDays = async (days: number) => {
    admin = await loginAs(app, DEMO_ADMIN.username, DEMO_ADMIN.password);
    const current = (await admin.get('/api/staff/website-settings')).json().data;
    const res = await admin.put('/api/staff/website-settings', { ...current, member_link_days: days });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.member_link_days).toBe(days);
  };
  const linkOf = async (memberId: number) => {
    admin = await loginAs(app, DEMO_ADMIN.username, DEMO_ADMIN.password);
    return (await admin.get(`/api/staff/members/${memberId}`)).json().data.link;
  };

  it('records each use in last_used_at (shown on the member page)', async () => {
    const first = await auth(DEMO_MEMBER_TOKEN);
    expect(first.statusCode).toBe(200);
    memberId = first.json().user.id as number;
    expect((await linkOf(memberId)).last_used_at).toBe(now.toISOString());
    advance(DAY_MS);
    expect((await auth(DEMO_MEMBER_TOKEN)).statusCode).toBe(200);
    expect((await linkOf(memberId)).last_used_at).toBe(now.toISOString());
  });

  it('defaults to 90 days without use, which the operator can change', async () => {
    expect((await admin.get('/api/staff/website-settings')).json().data.member_link_days).toBe(90);
    await setDays(10);
    // Used every 9 days, the link keeps working well past 10 days after it was issued.
    for (let i = 0; i < 4; i++) {
      advance(9 * DAY_MS);
      expect((await auth(DEMO_MEMBER_TOKEN)).statusCode).toBe(200);
    }
    advance(10 * DAY_MS + 1000);
    const expired = await auth(DEMO_MEMBER_TOKEN);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ status: false, message: 'Please contact customer service.' });
    // Every member call refuses it, not only /api/auth.
    const deposit = await app.inject({
      method: 'POST',
      url: '/api/pre_deposit',
      payload: { token: DEMO_MEMBER_TOKEN },
    });
    expect(deposit.statusCode).toBe(401);
  });

  it('a fresh link from the member page works at once; 0 days keeps links until revoked', async () => {
    admin = await loginAs(app, DEMO_ADMIN.username, DEMO_ADMIN.password);
    const issued = await admin.post(`/api/staff/members/${memberId}/link`);
    const token = issued.json().data.token as string;
    expect((await auth(token)).statusCode).toBe(200);
    await setDays(0);
    advance(400 * DAY_MS);
    expect((await auth(token)).statusCode).toBe(200);
    await setDays(30);
    expect((await admin.get('/api/staff/website-settings')).json().data.member_link_days).toBe(30);
    advance(31 * DAY_MS);
    expect((await auth(token)).statusCode).toBe(401);
    // A bad value is refused.
    admin = await loginAs(app, DEMO_ADMIN.username, DEMO_ADMIN.password);
    const current = (await admin.get('/api/staff/website-settings')).json().data;
    const bad = await admin.put('/api/staff/website-settings', { ...current, member_link_days: -1 });
    expect(bad.statusCode).toBe(422);
  });
});
