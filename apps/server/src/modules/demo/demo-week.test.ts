import type { ReportPage } from '@topup/contracts/api/reports.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBusinessDays, businessDayOf } from '../../platform/business-time.ts';
import { type MoneyKit, startMoneyKit } from '../../test/money-test-kit.ts';
import { checkLedgerInvariant } from '../ledger/ledger.service.ts';
import { queryRows } from '../reports/report-query.ts';
import { type AppClock, appClock } from './demo-clock.ts';
import { seedDemoWeek } from './demo-week.ts';

/** `npm start` on an empty database: a week of work through the real routes, so every report has numbers. */
describe('demo week', () => {
  let kit: MoneyKit;
  let clock: AppClock;
  let seeded: { transactions: number } | null = null;
  let seedMs = 0;
  const to = businessDayOf(new Date());
  const from = addBusinessDays(to, -7);

  beforeAll(async () => {
    clock = appClock();
    kit = await startMoneyKit({ now: clock.now });
    const started = Date.now();
    seeded = await seedDemoWeek({
      inject: (options) => kit.app.inject(options),
      db: kit.app.ctx.db,
      clock,
      kioskUrl: kit.sim.url,
    });
    seedMs = Date.now() - started;
    console.log(`demo week: ${seeded?.transactions} transactions in ${seedMs} ms`);
  }, 300_000);
  afterAll(async () => kit.close());

  const report = async (key: string): Promise<ReportPage> => {
    const res = await kit.admin.get(`/api/staff/reports/${key}?from=${from}&to=${to}&per_page=100`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const rows = (sqlText: ReturnType<typeof sql>) => queryRows(kit.app.ctx.db, sqlText);

  it('seeds transactions in every state over several days, and gives the clocks back', async () => {
    expect(seeded?.transactions).toBeGreaterThan(40);
    const states = await rows(sql`select type, status, count(*)::int as n from transactions group by 1, 2`);
    const has = (type: string, status: string) => states.some((r) => r.type === type && r.status === status);
    for (const status of ['pending', 'success', 'failed', 'voided'])
      expect(has('deposit', status), status).toBe(true);
    for (const status of ['pending', 'complete']) expect(has('withdrawal', status), status).toBe(true);
    for (const type of ['transfer', 'adjustment', 'reward'])
      expect(
        states.some((r) => r.type === type),
        type,
      ).toBe(true);
    // The desk's adjustment above its limit waits for a second approval (the queue shows it).
    expect(has('adjustment', 'pending'), 'adjustment awaiting second approval').toBe(true);
    const [verified] = await rows(
      sql`select count(*)::int as n from transactions where verification = 'verified'`,
    );
    expect(Number(verified!.n)).toBeGreaterThan(5);
    const days = await rows(
      sql`select distinct (processed_at at time zone 'Asia/Kuala_Lumpur')::date as d from transactions where processed_at is not null`,
    );
    expect(days.length).toBeGreaterThanOrEqual(6);
    expect(await rows(sql`select * from demo_clock`)).toEqual([]);
    expect(clock.now().getTime()).toBeGreaterThan(Date.now() - 5000);
    expect((await checkLedgerInvariant(kit.app.ctx.db)).ok).toBe(true);
  });

  it('dates the ledger and the activity log with the transactions (the database clock followed)', async () => {
    const overall = await report('overall');
    // Per business day: deposits on the Overall report = bank money in from deposit postings.
    const ledger = await rows(sql`
      select d.day::text as day, sum(d.in_sen - d.out_sen)::bigint as sen from report_ledger_daily d
      join ledger_accounts a on a.id = d.account_id and a.kind = 'bank'
      where d.posting_kind in ('deposit', 'void_deposit') group by 1`);
    const byDay = new Map(ledger.map((r) => [String(r.day), Number(r.sen)]));
    for (const row of overall.data)
      expect(row.deposit_sen, String(row.day)).toBe(byDay.get(String(row.day)) ?? 0);
    const [spread] = await rows(sql`select count(distinct created_at::date)::int as n from activity_log`);
    expect(Number(spread!.n)).toBeGreaterThanOrEqual(6);
  });

  it('gives every report real numbers', async () => {
    const o = (await report('overall')).totals;
    for (const key of [
      'deposit_count',
      'withdrawal_count',
      'bonus_sen',
      'adjustment_sen',
      'transfer_count',
      'reward_count',
      'new_members',
      'active_members',
      'first_deposits',
    ])
      expect(o[key], key).toBeGreaterThan(0);
    const bank = await report('bank');
    expect(bank.totals.in_sen).toBeGreaterThan(0);
    expect(bank.totals.out_sen).toBeGreaterThan(0);
    expect(bank.totals.expense_sen).toBeGreaterThan(0);
    expect(bank.totals.other_sen).toBeGreaterThan(0);
    expect((await report('game')).totals.players).toBeGreaterThan(0);
    const staff = await report('staff');
    expect(staff.data.filter((r) => Number(r.approve_count) > 0).length).toBe(2);
    expect(staff.data.some((r) => Number(r.approval_p50_s) > 0)).toBe(true);
    const customer = await report('customer');
    expect(customer.meta.total).toBeGreaterThanOrEqual(10);
    // The member page's at a glance shows play beside the money.
    expect(customer.totals.turnover_sen).toBeGreaterThan(0);
    expect((await report('kiosk')).totals.credit_out_sen).toBeGreaterThan(0);
    const cs = (await report('cs')).data.find((r) => r.operator === 'Aina Zulkifli');
    expect(cs).toMatchObject({ follow_ups_settled: 1 });
    expect(Number(cs!.members_created)).toBeGreaterThan(3);
    expect(Number(cs!.leads_converted)).toBeGreaterThan(0);
    expect((await report('shift')).data.some((r) => r.handed_over_at)).toBe(true);
    expect((await report('timeout')).data).toEqual([
      expect.objectContaining({ outcome: 'credited_by_reconciliation', amount_sen: 12_000 }),
    ]);
    const signals = new Set((await report('fraud')).data.map((r) => r.signal));
    for (const signal of [
      'fraud_transaction',
      'shared_bank_account',
      'shared_device',
      'repeated_rejections',
      'quick_withdrawal',
      'duplicate_member',
    ])
      expect(signals.has(signal), signal).toBe(true);
  });
});
