import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MoneyKit, startMoneyKit } from '../../test/money-test-kit.ts';
import { checkLedgerInvariant } from '../ledger/ledger.service.ts';
import { members } from '../members/members.table.ts';
import { updateSiteSettings } from '../settings/settings.service.ts';
import { DEMO_WALLET_SEN } from '../wallets/wallets.demo.ts';
import { pickWeighted } from './fortune-spin.service.ts';
import { fortuneSpinHistory, fortuneSpinSegments } from './fortune-spin.table.ts';

describe('POST /api/fortune_spin', () => {
  let kit: MoneyKit;
  let walletId: number;
  beforeAll(async () => {
    kit = await startMoneyKit();
    walletId = await kit.walletIdOf(kit.demoMemberId);
  });
  afterAll(async () => kit.close());

  it('picks segments by weight (a zero weight is never drawn)', () => {
    const weights = [
      { position: 1, weight: 0 },
      { position: 2, weight: 3 },
      { position: 3, weight: 1 },
    ];
    const drawn = [0, 1, 2, 3].map((ticket) => pickWeighted(weights, () => ticket));
    expect(drawn).toEqual([2, 2, 2, 3]);
  });

  it('uses one spin, credits the prize to the reward wallet and answers the spec shape', async () => {
    const res = await kit.member('/api/fortune_spin');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(true);
    expect(body.data.user).toEqual({ avaliable_spin: 2 });
    expect(body.data.segment).toBeGreaterThanOrEqual(1);
    expect(body.data.segment).toBeLessThanOrEqual(16);
    expect(body.data.fortune_spin.segments).toHaveLength(16);
    const [segment] = await kit.app.ctx.db
      .select()
      .from(fortuneSpinSegments)
      .where(eq(fortuneSpinSegments.position, body.data.segment));
    expect(body.data.prize).toBe(segment!.label);
    expect(body.message).toBe(
      segment!.prizeSen > 0
        ? `Congratulations! You won RM ${(segment!.prizeSen / 100).toFixed(2)}.`
        : 'Sorry, you did not win any prizes.',
    );
    expect(await kit.ledgerBalance('member_wallet', walletId)).toBe(DEMO_WALLET_SEN + segment!.prizeSen);
    const history = await kit.app.ctx.db.select().from(fortuneSpinHistory);
    expect(history).toHaveLength(1);
  });

  it('always lands on the only weighted segment and pays its prize', async () => {
    await kit.app.ctx.db.update(fortuneSpinSegments).set({ weight: 0 });
    await kit.app.ctx.db
      .update(fortuneSpinSegments)
      .set({ weight: 5 })
      .where(eq(fortuneSpinSegments.position, 10));
    const before = await kit.ledgerBalance('member_wallet', walletId);
    const res = await kit.member('/api/fortune_spin', {}, { 'idempotency-key': 'spin-1' });
    expect(res.json().data).toMatchObject({ segment: 10, prize: '50', user: { avaliable_spin: 1 } });
    const repeat = await kit.member('/api/fortune_spin', {}, { 'idempotency-key': 'spin-1' });
    expect(repeat.json()).toEqual(res.json());
    expect(await kit.ledgerBalance('member_wallet', walletId)).toBe(before + 5000);
  });

  it("refuses with 'No available spin chance.' at zero spins, changing nothing", async () => {
    await kit.member('/api/fortune_spin');
    const before = await kit.ledgerBalance('member_wallet', walletId);
    const res = await kit.member('/api/fortune_spin', {}, { locale: 'en' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ status: false, message: 'No available spin chance.' });
    const [demo] = await kit.app.ctx.db.select().from(members).where(eq(members.id, kit.demoMemberId));
    expect(demo!.spinChances).toBe(0);
    expect(await kit.ledgerBalance('member_wallet', walletId)).toBe(before);
  });

  it('refuses when the fortune spin flag is 0, and without a valid token', async () => {
    await kit.app.ctx.db.update(members).set({ spinChances: 1 }).where(eq(members.id, kit.demoMemberId));
    await updateSiteSettings(kit.app.ctx.db, { fortune_spin_enabled: 0 });
    const res = await kit.member('/api/fortune_spin');
    expect(res.json()).toEqual({ status: false, message: 'Fortune Spin is coming soon' });
    await updateSiteSettings(kit.app.ctx.db, { fortune_spin_enabled: 1 });
    const bad = await kit.app.inject({
      method: 'POST',
      url: '/api/fortune_spin',
      payload: { token: 'nope' },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().status).toBe(false);
    const missing = await kit.app.inject({ method: 'POST', url: '/api/fortune_spin', payload: { token: 5 } });
    expect(missing.statusCode).toBe(422);
    expect((await checkLedgerInvariant(kit.app.ctx.db)).ok).toBe(true);
  });
});
