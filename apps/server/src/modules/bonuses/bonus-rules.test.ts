import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { quietPoolErrors } from '../../test/money-test-kit.ts';
import { createTestApp } from '../../test/test-app.ts';
import { memberAccounts } from '../member-accounts/member-accounts.table.ts';
import { members } from '../members/members.table.ts';
import { rolloverOf, rolloverOnDeposit } from '../rollover/rollover.service.ts';
import { setBusinessTimeZone } from '../settings/business-time-zone.ts';
import { evaluateBonus } from '../transactions/money-forms/bonus-eligibility.ts';
import { transactions } from '../transactions/transactions.table.ts';
import { bonusAmountSen } from './bonus-grant.ts';
import { periodStart } from './bonuses.service.ts';
import { type Bonus, bonuses } from './bonuses.table.ts';

const KL = 'Asia/Kuala_Lumpur';
const NY = 'America/New_York';

/** Bonus rules and rollover, checked on the server: the client is never trusted with them. */
describe('bonus rules and rollover', () => {
  let app: App;
  let memberId: number;
  let accountId: number;
  const now = new Date('2026-03-11T04:00:00Z'); // Wednesday 12:00 in Malaysia
  beforeAll(async () => {
    app = await createTestApp();
    quietPoolErrors(app);
    const [demo] = await app.ctx.db.select().from(members).where(eq(members.name, 'demo'));
    memberId = demo!.id;
    accountId = (
      await app.ctx.db.select().from(memberAccounts).where(eq(memberAccounts.memberId, memberId))
    )[0]!.id;
  });
  afterAll(async () => app.close());

  const makeBonus = async (patch: Partial<typeof bonuses.$inferInsert>): Promise<Bonus> => {
    const [b] = await app.ctx.db
      .insert(bonuses)
      .values({ name: 'test', type: 'trial', frequency: 'unlimited', percentageBp: 1000, ...patch })
      .returning();
    return b!;
  };
  const evaluate = (bonusId: number, depositSen: number, at = now) =>
    evaluateBonus(app.ctx.db, { bonusId, memberId, depositSen, now: at });
  const refused = async (promise: Promise<unknown>) =>
    expect(promise).rejects.toMatchObject({ code: 'BONUS_CANNOT_BE_USED' });
  const record = (bonusId: number | null, status: 'pending' | 'success' | 'failed', at = now) =>
    app.ctx.db.insert(transactions).values({
      memberId,
      memberAccountId: accountId,
      type: 'deposit',
      amountSen: 1000,
      bonusId,
      status,
      requestedAt: at,
    });

  it("periods start at the business zone's midnight, Monday and the 1st", () => {
    expect(periodStart('daily', now, KL)?.toISOString()).toBe('2026-03-10T16:00:00.000Z');
    expect(periodStart('weekly', now, KL)?.toISOString()).toBe('2026-03-08T16:00:00.000Z');
    expect(periodStart('monthly', now, KL)?.toISOString()).toBe('2026-02-28T16:00:00.000Z');
    expect(periodStart('unlimited', now, KL)).toBeNull();
    // New York moved to daylight saving time (UTC-4) on Sunday 8 March; 1 March was UTC-5.
    expect(periodStart('daily', now, NY)?.toISOString()).toBe('2026-03-11T04:00:00.000Z');
    expect(periodStart('weekly', now, NY)?.toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(periodStart('monthly', now, NY)?.toISOString()).toBe('2026-03-01T05:00:00.000Z');
  });

  it('a daily bonus is once per day of the business time zone setting', async () => {
    const daily = await makeBonus({ frequency: 'daily' });
    await record(daily.id, 'success', new Date('2026-03-11T03:00:00Z')); // 11:00 in Malaysia, 23:00 the day before in New York
    await refused(evaluate(daily.id, 5000));
    await setBusinessTimeZone(app.ctx.db, { kind: 'system' }, NY);
    expect((await evaluate(daily.id, 5000)).bonusSen).toBe(500);
    await setBusinessTimeZone(app.ctx.db, { kind: 'system' }, KL);
  });

  it('computes percentage or fixed amount, capped by max bonus', async () => {
    expect(bonusAmountSen(await makeBonus({ percentageBp: 3000, maxBonusSen: 30_000 }), 10_050)).toBe(3015);
    expect(bonusAmountSen(await makeBonus({ percentageBp: 3000, maxBonusSen: 30_000 }), 5_000_000)).toBe(
      30_000,
    );
    expect(bonusAmountSen(await makeBonus({ amountSen: 1000 }), 5000)).toBe(1000);
  });

  it('rollover target: multiplier x (deposit + bonus) or x bonus', async () => {
    const both = await makeBonus({ rolloverMultiplier: 3, rolloverCalculation: 'deposit_bonus' });
    expect((await evaluate(both.id, 10_000)).rolloverSen).toBe(3 * 11_000);
    const bonusOnly = await makeBonus({ rolloverMultiplier: 2, rolloverCalculation: 'bonus' });
    expect((await evaluate(bonusOnly.id, 10_000)).rolloverSen).toBe(2 * 1000);
  });

  it('refuses outside the date window, inactive, below min or above max deposit, or staff-only types', async () => {
    await refused(evaluate((await makeBonus({ startAt: new Date('2026-04-01T00:00:00Z') })).id, 5000));
    await refused(evaluate((await makeBonus({ endAt: new Date('2026-03-01T00:00:00Z') })).id, 5000));
    await refused(evaluate((await makeBonus({ status: 'inactive' })).id, 5000));
    await refused(evaluate((await makeBonus({ minDepositSen: 3000 })).id, 2999));
    await refused(evaluate((await makeBonus({ maxDepositSen: 3000 })).id, 3001));
    await refused(evaluate((await makeBonus({ type: 'rebate' })).id, 5000));
    await refused(evaluate((await makeBonus({ type: 'referral' })).id, 5000));
    await refused(evaluate(999_999, 5000));
    expect(
      (await evaluate((await makeBonus({ minDepositSen: 3000, maxDepositSen: 3000 })).id, 3000)).bonusSen,
    ).toBe(300);
  });

  it('frequency: one time ever, once per day; failed deposits do not count', async () => {
    const once = await makeBonus({ frequency: 'one_time' });
    await record(once.id, 'failed');
    await evaluate(once.id, 5000);
    await record(once.id, 'pending', new Date('2025-01-01T00:00:00Z'));
    await refused(evaluate(once.id, 5000));
    const daily = await makeBonus({ frequency: 'daily' });
    await record(daily.id, 'success', new Date('2026-03-10T15:59:00Z'));
    await evaluate(daily.id, 5000);
    await record(daily.id, 'success', new Date('2026-03-10T16:01:00Z'));
    await refused(evaluate(daily.id, 5000));
    expect((await evaluate(daily.id, 5000, new Date('2026-03-11T16:30:00Z'))).bonusSen).toBe(500);
  });

  it('types: first deposit, daily first deposit, first three deposits', async () => {
    await app.ctx.db.delete(transactions);
    const first = await makeBonus({ type: 'first_deposit' });
    const daily = await makeBonus({ type: 'daily_first_deposit' });
    const three = await makeBonus({ type: 'first_three_deposit' });
    await evaluate(first.id, 5000);
    await record(null, 'success', new Date('2026-03-01T00:00:00Z'));
    await refused(evaluate(first.id, 5000));
    await evaluate(daily.id, 5000);
    await evaluate(three.id, 5000);
    await record(null, 'success', new Date('2026-03-11T01:00:00Z'));
    await refused(evaluate(daily.id, 5000));
    await evaluate(three.id, 5000);
    await record(null, 'success', new Date('2026-03-11T02:00:00Z'));
    await refused(evaluate(three.id, 5000));
  });

  it('rollover: stack adds to the outstanding target, addon only when none; a low balance clears it', async () => {
    const apply = (targetSen: number, type: 'stack' | 'addon', balanceBeforeSen: number) =>
      rolloverOnDeposit(app.ctx.db, { memberAccountId: accountId, targetSen, type, balanceBeforeSen, now });
    await apply(1000, 'stack', 0);
    await apply(500, 'stack', 5000);
    expect((await rolloverOf(app.ctx.db, accountId))!.targetSen).toBe(1500);
    await apply(9999, 'addon', 5000);
    expect((await rolloverOf(app.ctx.db, accountId))!.targetSen).toBe(1500);
    await apply(700, 'addon', 100);
    expect((await rolloverOf(app.ctx.db, accountId))!.targetSen).toBe(700);
    await apply(300, 'stack', 50);
    expect((await rolloverOf(app.ctx.db, accountId))!.targetSen).toBe(300);
  });
});
