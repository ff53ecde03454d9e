import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { loginAs, type StaffClient } from '../../test/staff-client.ts';
import { createTestApp } from '../../test/test-app.ts';
import { DEMO_ADMIN } from '../access/access.demo.ts';
import { members } from '../members/members.table.ts';
import { operatorWithRole, RANK_TEST_PASSWORD } from '../roles/role-operator.fixture.ts';
import { transactions } from '../transactions/transactions.table.ts';

/** Signing out with approved items nobody verified yet shows the spec's message. */
describe('signing out with unverified items', () => {
  let app: App;
  let admin: StaffClient;
  const now = new Date('2026-03-03T10:00:00Z');

  beforeAll(async () => {
    app = await createTestApp({ now: () => now });
    admin = await loginAs(app, DEMO_ADMIN.username, DEMO_ADMIN.password);
  });
  afterAll(async () => app.close());

  // 10:00 UTC is 18:00 in Malaysia: the current shift (report_shifts 00:00, 08:00, 16:00) began two hours ago.
  it("answers 'Deposit (n), Withdrawal (m) not verified.' for what the operator approved in the current shift", async () => {
    const { client, operatorId } = await operatorWithRole(app, admin, ['deposits.view']);
    expect((await client.get('/api/staff/auth/unverified')).json().data).toEqual({
      deposits: 0,
      withdrawals: 0,
      message: null,
    });
    const [member] = await app.ctx.db
      .insert(members)
      .values({ name: 'Shift', phone: '60144444444' })
      .returning();
    const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
    const row = (type: 'deposit' | 'withdrawal', status: 'success' | 'complete', processedAt: Date) => ({
      memberId: member!.id,
      type,
      amountSen: 1_000,
      status,
      claimedBy: operatorId,
      processedAt,
    });
    await app.ctx.db.insert(transactions).values([
      row('deposit', 'success', hoursAgo(1)),
      row('deposit', 'success', hoursAgo(2)),
      row('withdrawal', 'success', hoursAgo(1.5)),
      row('deposit', 'complete', hoursAgo(1)), // verified
      row('deposit', 'success', hoursAgo(3)), // handled in the shift before
    ]);
    const res = await client.get('/api/staff/auth/unverified');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      deposits: 2,
      withdrawals: 1,
      message: 'Deposit (2), Withdrawal (1) not verified.',
    });
    const bm = await client.request({
      method: 'GET',
      url: '/api/staff/auth/unverified',
      headers: { locale: 'bm' },
    });
    expect(bm.json().data.message).toBe('Deposit (2), Pengeluaran (1) belum disahkan.');
    // Another operator's desk is their own.
    expect((await admin.get('/api/staff/auth/unverified')).json().data.message).toBeNull();
    // Locked, the operator may still sign out and is told the same (a lock needs a PIN first).
    const pin = { current_password: RANK_TEST_PASSWORD, pin: '2468' };
    expect((await client.post('/api/staff/profile/pin', pin)).statusCode).toBe(200);
    expect((await client.post('/api/staff/auth/lock')).statusCode).toBe(200);
    expect((await client.get('/api/staff/auth/unverified')).json().data.deposits).toBe(2);
  });
});
