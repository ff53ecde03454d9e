import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MoneyKit, startMoneyKit } from '../../test/money-test-kit.ts';
import { rolloverStates } from './rollover.table.ts';

/** 'Insufficient rollover.' until the bets at the provider since the bonus reach the target. */
describe('rollover against the provider score log', () => {
  let kit: MoneyKit;
  let megaId: number;
  beforeAll(async () => {
    kit = await startMoneyKit();
    megaId = (await kit.openDemoAccount('Mega888')).id;
    await kit.approvedDeposit(megaId, 200);
  });
  afterAll(async () => kit.close());

  const balance = () => kit.providerBalance(megaId);
  const withdraw = async () =>
    kit.admin.post('/api/staff/withdrawals', {
      member_account_id: megaId,
      amount: ((await balance()) / 100).toFixed(2),
    });

  it('refuses below the target and accepts once bets reach it', async () => {
    await kit.app.ctx.db
      .insert(rolloverStates)
      .values({ memberAccountId: megaId, targetSen: 100_000_000, startedAt: new Date(Date.now() - 1000) })
      .onConflictDoUpdate({
        target: rolloverStates.memberAccountId,
        set: { targetSen: 100_000_000, startedAt: new Date(Date.now() - 1000) },
      });
    const account = await kit.accountOf(kit.demoMemberId, 'Mega888');
    const play = await fetch(`${kit.sim.url}/admin/kiosks/MEGA888/players/${account.username}/play`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rounds: 20, seed: 7 }),
    });
    expect(play.status).toBe(200);
    const refused = await withdraw();
    expect(refused.json().message).toBe('Insufficient rollover.');
    await kit.app.ctx.db
      .update(rolloverStates)
      .set({ targetSen: 1 })
      .where(eq(rolloverStates.memberAccountId, megaId));
    if ((await balance()) >= 5000) {
      const accepted = await withdraw();
      expect(accepted.statusCode, accepted.body).toBe(200);
    }
  });
});
