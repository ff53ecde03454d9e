import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MoneyKit, startMoneyKit } from '../../test/money-test-kit.ts';
import { loginAs, type StaffClient } from '../../test/staff-client.ts';
import { DEMO_CS } from '../access/access.demo.ts';
import { rolloverStates } from '../rollover/rollover.table.ts';

/** The rollover a member still owes on the member's page, and staff "clear rollover" with a remark. */
describe('member rollover (staff)', () => {
  let kit: MoneyKit;
  let cs: StaffClient;
  let megaId: number;
  let username: string;
  beforeAll(async () => {
    kit = await startMoneyKit();
    cs = await loginAs(kit.app, DEMO_CS.username, DEMO_CS.password);
    ({ id: megaId, username } = await kit.openDemoAccount('Mega888'));
    // Credit to play with.
    await kit.approvedDeposit(megaId, 200);
  });
  afterAll(async () => kit.close());

  it('shows the target, the bets since it was set and what remains; cleared only with rollover.clear and a remark', async () => {
    const url = `/api/staff/members/${kit.demoMemberId}/rollover`;
    expect((await kit.admin.get(url)).json().data).toEqual([]);
    await kit.app.ctx.db
      .insert(rolloverStates)
      .values({ memberAccountId: megaId, targetSen: 100_000_000, startedAt: new Date(Date.now() - 1000) });
    const play = await fetch(`${kit.sim.url}/admin/kiosks/MEGA888/players/${username}/play`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rounds: 5, seed: 3 }),
    });
    expect(play.status, await play.clone().text()).toBe(200);
    const owed = (await kit.admin.get(url)).json().data;
    expect(owed).toHaveLength(1);
    expect(owed[0]).toMatchObject({ member_account_id: megaId, product: 'Mega888', target: '1000000.00' });
    const turnover = Number(owed[0].turnover);
    expect(turnover).toBeGreaterThan(0);
    expect(Number(owed[0].remaining)).toBeCloseTo(1_000_000 - turnover, 2);

    const clear = `/api/staff/member-accounts/${megaId}/clear-rollover`;
    expect((await cs.post(clear, { remark: 'x' })).statusCode).toBe(403);
    expect((await kit.admin.post(clear, { remark: ' ' })).statusCode).toBe(422);
    const cleared = await kit.admin.post(clear, { remark: 'Bonus given by mistake' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().message).toBe(`Rollover cleared for ${username}.`);
    expect((await kit.admin.get(url)).json().data).toEqual([]);
    const again = await kit.admin.post(clear, { remark: 'again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This member has no outstanding rollover.');
    const log = await kit.admin.get('/api/staff/activity-log?action=rollover.clear');
    expect(log.json().data[0]).toMatchObject({
      before: { target: '1000000.00' },
      after: { target: '0.00', remark: 'Bonus given by mistake' },
    });
    expect(
      (await kit.admin.post('/api/staff/member-accounts/999999/clear-rollover', { remark: 'x' })).statusCode,
    ).toBe(404);
  });

  it('keeps the clear threshold and the defaults a new bonus starts with, logged', async () => {
    const put = await kit.admin.put('/api/staff/rollover-settings', {
      clear_below: '3',
      default_multiplier: 5,
      default_calculation: 'bonus',
      default_type: 'addon',
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await kit.admin.get('/api/staff/rollover-settings')).json().data).toEqual({
      clear_below: '3.00',
      default_multiplier: 5,
      default_calculation: 'bonus',
      default_type: 'addon',
    });
    expect(
      (await kit.admin.put('/api/staff/rollover-settings', { clear_below: '1', default_multiplier: 1.5 }))
        .statusCode,
    ).toBe(422);
    const log = await kit.admin.get('/api/staff/activity-log?action=rollover_settings.update');
    expect(log.json().data[0]).toMatchObject({
      before: { clear_below: '1.00', default_multiplier: 1 },
      after: { clear_below: '3.00', default_multiplier: 5 },
    });
    expect((await cs.get('/api/staff/rollover-settings')).statusCode).toBe(403);
  });
});
