import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { quietPoolErrors } from '../../test/money-test-kit.ts';
import { createTestApp } from '../../test/test-app.ts';
import { landingCampaigns, landingLeads } from './landing.table.ts';

describe('POST /api/landing_page', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
    quietPoolErrors(app);
  });
  afterAll(async () => app.close());

  const post = (payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/landing_page', payload, headers });
  const leads = async () => (await app.ctx.db.select({ n: count() }).from(landingLeads))[0]!.n;

  it('stores the lead and answers step 2 when the campaign says won', async () => {
    await app.ctx.db.update(landingCampaigns).set({ winPercent: 100 });
    const res = await post({ mobile: '0123456780', name: 'Ali', bank: 'Maybank', account: '1234' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: true,
      data: { status: true, message: 'Congratulations! You won a prize. Contact us to claim it.', step: 2 },
    });
    expect(await leads()).toBe(1);
  });

  it('answers step 3 with the spec message when lost, in the Locale language', async () => {
    await app.ctx.db.update(landingCampaigns).set({ winPercent: 0 });
    const res = await post({ mobile: '123456781', name: 'Abu' }, { locale: 'bm' });
    expect(res.json().data.step).toBe(3);
    expect(res.json().data.status).toBe(false);
    expect(res.json().data.message).not.toBe('Sorry, you did not win any prizes.');
  });

  it('gives a mobile that already took part its first result', async () => {
    const res = await post({ mobile: '+60123456780', name: 'Ali again' });
    expect(res.json().data.step).toBe(2);
    expect(await leads()).toBe(2);
  });

  it('refuses bad input with 4xx and stores nothing', async () => {
    const before = await leads();
    for (const payload of [
      {},
      { mobile: '123', name: 'x' },
      { mobile: 'abcdefghi', name: 'x' },
      { mobile: '0123456789' },
      { mobile: 5, name: 'x' },
      { mobile: '0123456789', name: 'x'.repeat(500) },
    ]) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().status).toBe(false);
    }
    expect(await leads()).toBe(before);
  });

  it('holds the winner cap under parallel submissions', async () => {
    await app.ctx.db.update(landingCampaigns).set({ winPercent: 100, maxWinners: 5 });
    const [winnersBefore] = await app.ctx.db
      .select({ n: count() })
      .from(landingLeads)
      .where(eq(landingLeads.won, true));
    const cap = 5 + (winnersBefore?.n ?? 0);
    await app.ctx.db.update(landingCampaigns).set({ maxWinners: cap });
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        post({ mobile: `01777${String(i).padStart(5, '0')}`, name: `P${i}` }),
      ),
    );
    expect(replies.every((r) => r.statusCode === 200)).toBe(true);
    expect(replies.filter((r) => r.json().data.step === 2).length).toBe(5);
    const [winners] = await app.ctx.db
      .select({ n: count() })
      .from(landingLeads)
      .where(eq(landingLeads.won, true));
    expect(winners?.n).toBe(cap);
  });
});
