import type { Permission } from '@topup/contracts/permissions.ts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { loginAs, type StaffClient } from '../../test/staff-client.ts';
import { createTestApp } from '../../test/test-app.ts';
import { DEMO_ADMIN } from '../access/access.demo.ts';
import { activityLog } from '../audit/activity-log.table.ts';
import { members } from '../members/members.table.ts';
import { operatorWithRole } from '../roles/role-operator.fixture.ts';
import { releaseExpiredClaims } from './actions/claim-expiry.service.ts';
import { transactions } from './transactions.table.ts';

const DESK: Permission[] = ['deposits.view', 'deposits.claim', 'deposits.reject', 'transactions.view'];
const MINUTE = 60_000;

/** A claim holds for the claim expiry setting; a holder who went away blocks nobody after it. */
describe('claim expiry', () => {
  let app: App;
  let clock = new Date('2026-03-02T02:00:00Z');
  let admin: StaffClient;
  let holder: { client: StaffClient; operatorId: number };
  let other: StaffClient;
  let memberId: number;

  beforeAll(async () => {
    app = await createTestApp({ now: () => clock });
    admin = await loginAs(app, DEMO_ADMIN.username, DEMO_ADMIN.password);
    holder = await operatorWithRole(app, admin, DESK);
    other = (await operatorWithRole(app, admin, DESK)).client;
    const [member] = await app.ctx.db
      .insert(members)
      .values({ name: 'Claims', phone: '60155555555' })
      .returning();
    memberId = member!.id;
  });
  afterAll(async () => app.close());

  const pending = async () =>
    (
      await app.ctx.db
        .insert(transactions)
        .values({ memberId, type: 'deposit', amountSen: 1_200, status: 'pending' })
        .returning()
    )[0]!;
  const later = (minutes: number) => {
    clock = new Date(clock.getTime() + minutes * MINUTE);
  };

  it('keeps the expiry as a setting: 10 minutes by default, edited with settings.manage, bounded', async () => {
    expect((await other.get('/api/staff/money/claim-expiry')).json().data).toEqual({ minutes: 10 });
    expect((await other.put('/api/staff/money/claim-expiry', { minutes: 5 })).statusCode).toBe(403);
    for (const bad of [0, 1441, 2.5, '5']) {
      const res = await admin.put('/api/staff/money/claim-expiry', { minutes: bad });
      expect(res.statusCode, String(bad)).toBe(422);
      expect(res.json().message).toBe('Claim expiry must be a whole number of minutes from 1 to 1440.');
    }
    const saved = await admin.put('/api/staff/money/claim-expiry', { minutes: 5 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await other.get('/api/staff/money/claim-expiry')).json().data).toEqual({ minutes: 5 });
  });

  it('blocks other operators while the claim holds, and no longer once it has expired', async () => {
    const t = await pending();
    expect((await holder.client.post(`/api/staff/transactions/${t.id}/claim`)).statusCode).toBe(200);
    later(4);
    const blocked = await other.post(`/api/staff/transactions/${t.id}/reject`, { remark: 'dup' });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toMatch(/^This transaction is claimed by Operator /);
    later(2);
    const taken = await other.post(`/api/staff/transactions/${t.id}/claim`);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(
      (await holder.client.post(`/api/staff/transactions/${t.id}/reject`, { remark: 'x' })).statusCode,
    ).toBe(409);
  });

  it('claiming again renews the claim', async () => {
    const t = await pending();
    await holder.client.post(`/api/staff/transactions/${t.id}/claim`);
    later(4);
    await holder.client.post(`/api/staff/transactions/${t.id}/claim`);
    later(4);
    expect((await other.post(`/api/staff/transactions/${t.id}/claim`)).statusCode).toBe(409);
  });

  it('releases expired claims so every queue shows them free, and logs each release', async () => {
    const t = await pending();
    await holder.client.post(`/api/staff/transactions/${t.id}/claim`);
    const queueRow = async () =>
      (
        (await other.get('/api/staff/money/pending-deposits?q=Claims&per_page=100')).json().data as {
          id: number;
          claimed_by_name: string | null;
        }[]
      ).find((r) => r.id === t.id)!;
    await releaseExpiredClaims(app.ctx.db, clock);
    expect((await queueRow()).claimed_by_name).toMatch(/^Operator /);
    later(6);
    expect(await releaseExpiredClaims(app.ctx.db, clock)).toBeGreaterThanOrEqual(1);
    expect((await queueRow()).claimed_by_name).toBeNull();
    const [log] = await app.ctx.db
      .select()
      .from(activityLog)
      .where(
        and(eq(activityLog.action, 'transaction.claim_expired'), eq(activityLog.targetId, String(t.id))),
      );
    expect(log).toMatchObject({ operatorId: null, before: { claimed_by: holder.operatorId } });
  });
});
