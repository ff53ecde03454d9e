import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { loginAs, type StaffClient } from '../../test/staff-client.ts';
import { createTestApp } from '../../test/test-app.ts';
import { DEMO_ADMIN } from '../access/access.demo.ts';
import { members } from '../members/members.table.ts';
import { transactions } from '../transactions/transactions.table.ts';

// 10:00 in Kuala Lumpur on 2026-03-10 (02:00 UTC).
const NOW = new Date('2026-03-10T02:00:00Z');

describe('dashboard', () => {
  let app: App;
  let admin: StaffClient;

  beforeAll(async () => {
    app = await createTestApp({ now: () => NOW });
    admin = await loginAs(app, DEMO_ADMIN.username, DEMO_ADMIN.password);
    const [member] = await app.ctx.db
      .insert(members)
      .values({ name: 'Dash', phone: '60111111111', registeredAt: new Date('2026-03-09T17:30:00Z') })
      .returning();
    const at = (iso: string) => ({ createdAt: new Date(iso), requestedAt: new Date(iso) });
    await app.ctx.db.insert(transactions).values([
      // Today in Malaysia (from 2026-03-09T16:00Z).
      {
        memberId: member!.id,
        type: 'deposit',
        amountSen: 10_000,
        bonusSen: 1_000,
        status: 'success',
        ...at('2026-03-09T16:30:00Z'),
      },
      {
        memberId: member!.id,
        type: 'deposit',
        amountSen: 5_050,
        status: 'complete',
        ...at('2026-03-10T01:00:00Z'),
      },
      {
        memberId: member!.id,
        type: 'withdrawal',
        amountSen: 3_000,
        status: 'success',
        ...at('2026-03-10T01:10:00Z'),
      },
      {
        memberId: member!.id,
        type: 'deposit',
        amountSen: 2_000,
        status: 'failed',
        ...at('2026-03-10T01:20:00Z'),
      },
      // Yesterday in Malaysia, though the same UTC date as the first row's.
      {
        memberId: member!.id,
        type: 'deposit',
        amountSen: 7_000,
        status: 'success',
        ...at('2026-03-09T15:59:00Z'),
      },
      // The queue: pending of any age.
      {
        memberId: member!.id,
        type: 'deposit',
        amountSen: 3_000,
        status: 'pending',
        ...at('2026-03-01T01:00:00Z'),
      },
      {
        memberId: member!.id,
        type: 'withdrawal',
        amountSen: 4_000,
        status: 'pending',
        ...at('2026-03-10T01:30:00Z'),
      },
    ]);
  });
  afterAll(async () => app.close());

  it("sums today's deposits, withdrawals, bonus and new members on the Malaysian day; pending is the whole queue", async () => {
    const res = await admin.get('/api/staff/dashboard/summary');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      day: '2026-03-10',
      deposits: { count: 2, amount_sen: 15_050 },
      withdrawals: { count: 1, amount_sen: 3_000 },
      pending: { deposits: 1, withdrawals: 1, deposit_sen: 3_000, withdrawal_sen: 4_000 },
      new_members: 1,
      bonus_sen: 1_000,
    });
  });

  it('gives one zero-filled point per day of the chosen range', async () => {
    const res = await admin.get('/api/staff/dashboard/chart?from=2026-03-08&to=2026-03-10');
    if (res.statusCode !== 200) throw new Error(res.body);
    const points = res.json().data;
    expect(points.map((p: { day: string }) => p.day)).toEqual(['2026-03-08', '2026-03-09', '2026-03-10']);
    expect(points[0]).toMatchObject({ deposit_sen: 0, new_members: 0 });
    expect(points[1]).toMatchObject({ deposit_sen: 7_000, deposits: 1 });
    expect(points[2]).toMatchObject({
      deposit_sen: 15_050,
      withdrawal_sen: 3_000,
      bonus_sen: 1_000,
      new_members: 1,
    });
    expect((await admin.get('/api/staff/dashboard/chart')).json().data).toHaveLength(7);
    expect((await admin.get('/api/staff/dashboard/chart?from=2025-01-01&to=2026-03-10')).statusCode).toBe(
      400,
    );
    expect((await admin.get('/api/staff/dashboard/chart?from=2026-03-10&to=2026-03-01')).statusCode).toBe(
      400,
    );
  });

  it('lists the pending queue oldest first with member names', async () => {
    const queue = (await admin.get('/api/staff/dashboard/queue')).json().data;
    expect(queue.map((q: { type: string; amount_sen: number }) => [q.type, q.amount_sen])).toEqual([
      ['deposit', 3_000],
      ['withdrawal', 4_000],
    ]);
    expect(queue[0]).toMatchObject({ member_name: 'Dash', member_phone: '60111111111', claimed_by: null });
  });
});
