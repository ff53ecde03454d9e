import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MoneyKit, startMoneyKit } from '../../test/money-test-kit.ts';
import { banks } from '../banks/banks.table.ts';
import { earnSpinsForDeposit } from '../fortune-spin/fortune-spin-grants.service.ts';
import { transactions } from '../transactions/transactions.table.ts';

const NEW_YORK = 'America/New_York';
const KUALA_LUMPUR = 'Asia/Kuala_Lumpur';
// 23:30 on 10 May in New York (UTC-4 in May) is 11:30 on 11 May in Kuala Lumpur (UTC+8).
const NY_LATE_MAY_10 = new Date('2026-05-11T03:30:00Z');

/** The dashboard, list date filters, fortune-spin daily caps and statement times follow the setting. */
describe('the business time zone setting beyond reports and shifts', () => {
  let kit: MoneyKit;
  let depositId: number;
  beforeAll(async () => {
    kit = await startMoneyKit({ now: () => NY_LATE_MAY_10 });
  });
  afterAll(async () => kit.close());

  const setZone = async (time_zone: string) => {
    const res = await kit.admin.put('/api/staff/settings/business-time-zone', { time_zone });
    expect(res.statusCode, res.body).toBe(200);
  };
  type Point = { day: string; deposits: number };
  const chart = async () => {
    const res = await kit.admin.get('/api/staff/dashboard/chart?from=2026-05-09&to=2026-05-12');
    expect(res.statusCode, res.body).toBe(200);
    return Object.fromEntries((res.json().data as Point[]).map((p) => [p.day, p.deposits]));
  };

  it("cuts the dashboard's today and chart days at the zone's midnight", async () => {
    await setZone(NEW_YORK);
    const nyBefore = await chart();
    expect((await kit.admin.get('/api/staff/dashboard/summary')).json().data.day).toBe('2026-05-10');
    await setZone(KUALA_LUMPUR);
    const klBefore = await chart();
    expect((await kit.admin.get('/api/staff/dashboard/summary')).json().data.day).toBe('2026-05-11');

    const accountId = (await kit.accountOf(kit.demoMemberId, 'Mega888')).id;
    const bankId = (await kit.app.ctx.db.select().from(banks))[0]!.id;
    const created = await kit.admin.post('/api/staff/deposits', {
      member_account_id: accountId,
      amount: 10,
      bank_id: bankId,
    });
    expect(created.statusCode, created.body).toBe(200);
    depositId = created.json().data.id;
    const approved = await kit.admin.post(`/api/staff/transactions/${depositId}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    // created_at is the database's clock (the chart counts by it); put it at the app's clock.
    await kit.app.ctx.db
      .update(transactions)
      .set({ createdAt: NY_LATE_MAY_10 })
      .where(eq(transactions.id, depositId));

    const klAfter = await chart();
    expect(klAfter['2026-05-11']).toBe(klBefore['2026-05-11']! + 1);
    expect(klAfter['2026-05-10']).toBe(klBefore['2026-05-10']);
    await setZone(NEW_YORK);
    const nyAfter = await chart();
    expect(nyAfter['2026-05-10']).toBe(nyBefore['2026-05-10']! + 1);
    expect(nyAfter['2026-05-11']).toBe(nyBefore['2026-05-11']);
  });

  it("cuts staff list date filters at the zone's midnight", async () => {
    const listed = async (range: string) => {
      const res = await kit.admin.get(`/api/staff/transactions?${range}&per_page=100`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as { id: number }[]).some((row) => row.id === depositId);
    };
    await setZone(NEW_YORK);
    expect(await listed('from=2026-05-10&to=2026-05-10')).toBe(true);
    expect(await listed('from=2026-05-11')).toBe(false);
    expect(await listed('to=2026-05-10')).toBe(true);
    await setZone(KUALA_LUMPUR);
    expect(await listed('from=2026-05-10&to=2026-05-10')).toBe(false);
    expect(await listed('from=2026-05-11')).toBe(true);
    expect(await listed('to=2026-05-10')).toBe(false);
  });

  it("resets the fortune-spin daily cap at the zone's midnight", async () => {
    const rule = await kit.admin.put('/api/staff/fortune-spin/earning', {
      min_deposit: '0',
      spins: 1,
      daily_cap: 1,
    });
    expect(rule.statusCode, rule.body).toBe(200);
    let transactionId = 9100;
    const earn = (at: string) =>
      earnSpinsForDeposit(kit.app.ctx.db, {
        memberId: kit.demoMemberId,
        transactionId: ++transactionId,
        amountSen: 1000,
        now: new Date(at),
      });
    await setZone(NEW_YORK);
    expect(await earn('2026-05-12T03:00:00Z')).toBe(1); // 23:00 on 11 May in New York
    expect(await earn('2026-05-12T03:59:59Z')).toBe(0); // 23:59:59, same day: capped
    expect(await earn('2026-05-12T04:00:00Z')).toBe(1); // midnight, 12 May: a new day
    await setZone(KUALA_LUMPUR);
    expect(await earn('2026-05-13T03:00:00Z')).toBe(1); // 11:00 on 13 May in Kuala Lumpur
    expect(await earn('2026-05-13T04:00:00Z')).toBe(0); // 12:00, same day there: capped
  });

  it('reads statement times written without a zone as wall-clock times of the zone', async () => {
    const csv =
      'Date,Description,Withdrawal,Deposit,Balance\n20-11-2026 23:30,"DUITNOW TRF FR ZONE TEST",,10.00,110.00\n';
    const bankId = (await kit.app.ctx.db.select().from(banks))[0]!.id;
    const preview = async () => {
      const res = await kit.admin.post('/api/staff/bank-statements/preview', {
        bank_id: bankId,
        filename: 'statement.csv',
        content_base64: Buffer.from(csv).toString('base64'),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.lines[0].transacted_at;
    };
    await setZone(NEW_YORK);
    expect(await preview()).toBe('2026-11-21T04:30:00.000Z'); // EST, UTC-5 in November
    await setZone(KUALA_LUMPUR);
    expect(await preview()).toBe('2026-11-20T15:30:00.000Z');
  });
});
