import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { loginAs, type StaffClient } from '../../test/staff-client.ts';
import { createTestApp } from '../../test/test-app.ts';
import { DEMO_ADMIN, DEMO_CS } from '../access/access.demo.ts';
import { members } from '../members/members.table.ts';
import { earnSpinsForDeposit } from './fortune-spin-grants.service.ts';

describe('earning and granting fortune spins', () => {
  let app: App;
  let admin: StaffClient;
  let cs: StaffClient;
  const spinsOf = async (id: number) =>
    (await app.ctx.db.select({ n: members.spinChances }).from(members).where(eq(members.id, id)))[0]!.n;
  beforeAll(async () => {
    app = await createTestApp();
    admin = await loginAs(app, DEMO_ADMIN.username, DEMO_ADMIN.password);
    cs = await loginAs(app, DEMO_CS.username, DEMO_CS.password);
  });
  afterAll(async () => app.close());

  it('a deposit of at least the amount earns spins once per transaction, up to the daily cap', async () => {
    const rule = await admin.put('/api/staff/fortune-spin/earning', {
      min_deposit: '50',
      spins: 2,
      daily_cap: 3,
    });
    expect(rule.statusCode, rule.body).toBe(200);
    const before = await spinsOf(1);
    const now = new Date('2026-11-23T04:00:00Z');
    const earn = (transactionId: number, amountSen: number) =>
      earnSpinsForDeposit(app.ctx.db, { memberId: 1, transactionId, amountSen, now });
    expect(await earn(9001, 4999)).toBe(0);
    expect(await earn(9002, 5000)).toBe(2);
    expect(await earn(9002, 5000)).toBe(0);
    expect(await earn(9003, 10000)).toBe(1);
    expect(await earn(9004, 10000)).toBe(0);
    expect(await spinsOf(1)).toBe(before + 3);
    const nextDay = await earnSpinsForDeposit(app.ctx.db, {
      memberId: 1,
      transactionId: 9005,
      amountSen: 5000,
      now: new Date('2026-11-24T04:00:00Z'),
    });
    expect(nextDay).toBe(2);
  });

  it('staff grant spins with a remark, logged before/after; needs fortune_spin.manage', async () => {
    const before = await spinsOf(1);
    const res = await admin.post('/api/staff/members/1/spins', { spins: 3, remark: 'VIP birthday' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toMatch(/^3 spin\(s\) given to /);
    expect(await spinsOf(1)).toBe(before + 3);
    const log = await admin.get('/api/staff/activity-log?action=fortune_spin.grant');
    expect(log.json().data[0]).toMatchObject({ before: { spins: before }, after: { spins: before + 3 } });
    expect((await admin.post('/api/staff/members/1/spins', { spins: 0, remark: 'x' })).statusCode).toBe(422);
    expect((await admin.post('/api/staff/members/1/spins', { spins: 1, remark: '' })).statusCode).toBe(422);
    expect((await cs.post('/api/staff/members/1/spins', { spins: 1, remark: 'x' })).statusCode).toBe(403);
  });
});
