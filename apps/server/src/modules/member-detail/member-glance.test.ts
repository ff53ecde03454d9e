import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clockedMoneyKit } from '../../test/money-test-kit.ts';
import { getMemberAccount } from '../member-accounts/account-with-product.read-model.ts';
import { members } from '../members/members.table.ts';
import { syncGameBalance } from '../transactions/money-forms/sync-balance.service.ts';
import { firstPeriodStart } from './member-glance.read-model.ts';

// Sunday 2026-03-01 23:59:59.999 and Monday 2026-03-02 00:00 in Malaysia (UTC+8).
const LAST_MS_OF_SUNDAY = new Date('2026-03-01T15:59:59.999Z');
const MIDNIGHT_MONDAY = new Date('2026-03-01T16:00:00.000Z');
const MONDAY_NOON = new Date('2026-03-02T04:00:00.000Z');

type Period = { start: string; deposit_sen: number; turnover_sen: number; game_result_sen: number };

/** The member page's money and play per day, week or month, in the business time zone. */
describe('member at a glance', () => {
  const kit = clockedMoneyKit(LAST_MS_OF_SUNDAY);
  const glance = async (memberId: number, group: string) => {
    const reply = await kit.admin.get(`/api/staff/members/${memberId}/glance?group=${group}`);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json().data;
  };
  const period = (periods: Period[], start: string) => periods.find((p) => p.start === start);
  /** Bets booked at an instant, as a sync of the provider's log writes them. */
  const betsAt = async (at: Date, betSen: number) => {
    const { account } = await getMemberAccount(kit.app.ctx.db, kit.megaId);
    await kit.app.ctx.db.execute(
      sql`insert into game_turnover (member_account_id, member_id, product_id, bet_sen, created_at)
          values (${account.id}, ${account.memberId}, ${account.productId}, ${betSen}, ${at.toISOString()}::timestamptz)`,
    );
  };

  it('counts back whole periods: 31 days, 13 weeks from a Monday, 12 months from the 1st', () => {
    expect(firstPeriodStart('2026-03-02', 'day')).toBe('2026-01-31');
    expect(firstPeriodStart('2026-03-01', 'week')).toBe('2025-12-01');
    expect(firstPeriodStart('2026-03-02', 'week')).toBe('2025-12-08');
    expect(firstPeriodStart('2026-03-02', 'month')).toBe('2025-04-01');
  });

  it('shows every period empty for a member with nothing', async () => {
    const [quiet] = await kit.app.ctx.db
      .insert(members)
      .values({ name: 'Quiet', phone: '60155550101' })
      .returning();
    for (const [group, count] of [
      ['day', 31],
      ['week', 13],
      ['month', 12],
    ] as const) {
      const data = await glance(quiet!.id, group);
      expect(data.periods).toHaveLength(count);
      expect(data.periods.every((p: Period) => p.deposit_sen === 0 && p.turnover_sen === 0)).toBe(true);
      expect(data).toMatchObject({
        first_deposit_at: null,
        last_deposit_at: null,
        time_zone: 'Asia/Kuala_Lumpur',
      });
      expect(data.lifetime).toEqual({
        deposit_sen: 0,
        withdrawal_sen: 0,
        net_sen: 0,
        game_result_sen: 0,
        turnover_sen: 0,
      });
    }
  });

  it('cuts days and weeks at Malaysia midnight, and a month holds both', async () => {
    await kit.approvedDeposit(kit.megaId, 10);
    await betsAt(LAST_MS_OF_SUNDAY, 700);
    await kit.moveClock(MIDNIGHT_MONDAY);
    await kit.approvedDeposit(kit.megaId, 20);
    await betsAt(MIDNIGHT_MONDAY, 300);
    await kit.moveClock(MONDAY_NOON);
    const memberId = kit.demoMemberId;

    const days = (await glance(memberId, 'day')).periods;
    expect(days.at(-1)).toMatchObject({ start: '2026-03-02', deposit_sen: 2000, turnover_sen: 300 });
    expect(period(days, '2026-03-01')).toMatchObject({ deposit_sen: 1000, turnover_sen: 700 });
    const weeks = (await glance(memberId, 'week')).periods;
    expect(weeks.at(-1)).toMatchObject({ start: '2026-03-02', deposit_sen: 2000, turnover_sen: 300 });
    expect(period(weeks, '2026-02-23')).toMatchObject({ deposit_sen: 1000, turnover_sen: 700 });
    const month = await glance(memberId, 'month');
    expect(month.periods.at(-1)).toMatchObject({
      start: '2026-03-01',
      deposit_sen: 3000,
      turnover_sen: 1000,
    });
    expect(month.first_deposit_at).toBe(LAST_MS_OF_SUNDAY.toISOString());
    expect(month.last_deposit_at).toBe(MIDNIGHT_MONDAY.toISOString());
    expect(month.lifetime).toMatchObject({ deposit_sen: 3000, net_sen: 3000, turnover_sen: 1000 });
  });

  it('moves the cut with the business time zone (Tokyo: 23:59:59.999 Malaysia is Monday)', async () => {
    const setZone = (time_zone: string) =>
      kit.admin.put('/api/staff/settings/business-time-zone', { time_zone });
    expect((await setZone('Asia/Tokyo')).statusCode).toBe(200);
    const days = (await glance(kit.demoMemberId, 'day')).periods;
    expect(days.at(-1)).toMatchObject({ start: '2026-03-02', deposit_sen: 3000, turnover_sen: 1000 });
    expect(period(days, '2026-03-01')).toMatchObject({ deposit_sen: 0, turnover_sen: 0 });
    expect((await setZone('Asia/Kuala_Lumpur')).statusCode).toBe(200);
    expect(period((await glance(kit.demoMemberId, 'day')).periods, '2026-03-01')).toMatchObject({
      deposit_sen: 1000,
    });
  });

  it('shows the play a sync booked: game result from the ledger, turnover from the bets', async () => {
    await kit.moveClock(new Date());
    await kit.approvedDeposit(kit.megaId, 100);
    const { account } = await getMemberAccount(kit.app.ctx.db, kit.megaId);
    const played = await fetch(`${kit.sim.url}/admin/kiosks/MEGA888/players/${account.username}/play`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rounds: 6, seed: 7 }),
    });
    expect(played.status).toBe(200);
    const synced = await syncGameBalance(kit.app.ctx.db, kit.megaId, () => new Date());
    expect(synced.kind).toBe('synced');
    const player = kit.sim.store.player(kit.sim.store.kiosk('MEGA888'), account.username);
    const today = (await glance(kit.demoMemberId, 'day')).periods.at(-1);
    expect(today.turnover_sen).toBe(player.turnoverSen);
    expect(today.turnover_sen).toBeGreaterThan(0);
    expect(today.game_result_sen).toBe(synced.kind === 'synced' ? synced.gameResultSen : Number.NaN);
  });

  it('answers bad input with a 4xx, never a 500', async () => {
    const bad = await kit.admin.get(`/api/staff/members/${kit.demoMemberId}/glance?group=year`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe('Invalid request. Please try again.');
    expect((await kit.admin.get('/api/staff/members/999999/glance')).statusCode).toBe(404);
  });
});
