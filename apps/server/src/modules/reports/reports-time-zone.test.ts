import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clockedMoneyKit } from '../../test/money-test-kit.ts';
import { loginAs } from '../../test/staff-client.ts';
import { DEMO_CS } from '../access/access.demo.ts';
import { bankLedgerAccount } from '../banks/banks.service.ts';
import { banks } from '../banks/banks.table.ts';
import { systemAccount } from '../ledger/ledger.service.ts';
import { queryRows } from './report-query.ts';

// Around midnight Malaysia time (UTC+8) of 1-2 May 2026; Tokyo (UTC+9) is an hour ahead.
const TOKYO_LAST_MS_OF_MAY_1 = new Date('2026-05-01T14:59:59.999Z'); // 22:59:59.999 in Malaysia
const TOKYO_MIDNIGHT_MAY_2 = new Date('2026-05-01T15:00:00.000Z'); // 23:00 in Malaysia
const MALAYSIA_LAST_MS_OF_MAY_1 = new Date('2026-05-01T15:59:59.999Z'); // 00:59:59.999 May 2 in Tokyo
const MALAYSIA_MIDNIGHT_MAY_2 = new Date('2026-05-01T16:00:00.000Z'); // 01:00 May 2 in Tokyo

/** The setting business_time_zone decides where report days, the ledger summary and shifts are cut. */
describe('report days follow the business time zone setting', () => {
  const kit = clockedMoneyKit(TOKYO_LAST_MS_OF_MAY_1);

  const setZone = (time_zone: string) =>
    kit.admin.put('/api/staff/settings/business-time-zone', { time_zone });
  const depositAt = async (at: Date, amount: number) => {
    await kit.moveClock(at);
    await kit.approvedDeposit(kit.megaId, amount);
  };
  /** A bank posting at `at` (postings carry the database's clock, so the test writes them itself). */
  const bankPostingAt = async (at: Date, sen: number) => {
    const db = kit.app.ctx.db;
    const [bank] = await db.select().from(banks).where(eq(banks.id, kit.bankId));
    const [posting] = await queryRows(
      db,
      sql`insert into ledger_postings (kind, created_at) values ('zone_test', ${at.toISOString()}::timestamptz) returning id`,
    );
    await db.execute(
      sql`insert into ledger_entries (posting_id, account_id, amount_sen)
          values (${posting!.id}, ${await bankLedgerAccount(db, bank!.id)}, ${sen}),
                 (${posting!.id}, ${await systemAccount(db, 'external')}, ${-sen})`,
    );
  };
  const day = async (report: string, date: string) => {
    const res = await kit.admin.get(
      `/api/staff/reports/${report}?from=${date}&to=${date}&bank_id=${kit.bankId}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('defaults to Asia/Kuala_Lumpur; only settings.manage changes it, and only to a known zone', async () => {
    expect((await kit.admin.get('/api/staff/settings/business-time-zone')).json().data).toEqual({
      time_zone: 'Asia/Kuala_Lumpur',
    });
    const cs = await loginAs(kit.app, DEMO_CS.username, DEMO_CS.password);
    expect((await cs.put('/api/staff/settings/business-time-zone', { time_zone: 'UTC' })).statusCode).toBe(
      403,
    );
    for (const bad of ['Mars/Olympus', "UTC' or 1=1 --", ''])
      expect((await setZone(bad)).json().message, bad).toBe('Invalid request. Please try again.');
    expect((await kit.admin.get('/api/staff/reports/options')).json().data.time_zone).toBe(
      'Asia/Kuala_Lumpur',
    );
  });

  it('with Asia/Tokyo, cuts at Tokyo midnight, not Malaysia midnight; back to Malaysia, cuts there again', async () => {
    for (const at of [
      TOKYO_LAST_MS_OF_MAY_1,
      TOKYO_MIDNIGHT_MAY_2,
      MALAYSIA_LAST_MS_OF_MAY_1,
      MALAYSIA_MIDNIGHT_MAY_2,
    ]) {
      await depositAt(at, 10);
      await bankPostingAt(at, 100);
    }
    // Malaysia time: the first three fall on 1 May, the last on 2 May.
    expect((await day('overall', '2026-05-01')).data[0]).toMatchObject({ deposit_count: 3 });
    expect((await day('overall', '2026-05-02')).data[0]).toMatchObject({ deposit_count: 1 });
    expect((await day('bank', '2026-05-01')).data[0]).toMatchObject({ statement_net_sen: 0 });

    const changed = await setZone('Asia/Tokyo');
    expect(changed.statusCode, changed.body).toBe(200);
    const may1 = await day('overall', '2026-05-01');
    expect(may1.meta.time_zone).toBe('Asia/Tokyo');
    expect(may1.data[0]).toMatchObject({ deposit_count: 1, deposit_sen: 1000 });
    expect((await day('overall', '2026-05-02')).data[0]).toMatchObject({
      deposit_count: 3,
      deposit_sen: 3000,
    });
    // The ledger summary was rebuilt in Tokyo days when the setting changed.
    const bankMay1 = (await day('bank', '2026-05-01')).data[0];
    const bankMay2 = (await day('bank', '2026-05-02')).data[0];
    const zoneTest = async (from: string, to: string) =>
      Number(
        (
          await queryRows(
            kit.app.ctx.db,
            sql`select coalesce(sum(in_sen), 0)::bigint as sen from report_ledger_daily
                where posting_kind = 'zone_test' and day between ${from}::date and ${to}::date
                  and account_id = (select id from ledger_accounts where kind = 'bank' and ref_id = ${kit.bankId})`,
          )
        )[0]!.sen,
      );
    expect(await zoneTest('2026-05-01', '2026-05-01')).toBe(100);
    expect(await zoneTest('2026-05-02', '2026-05-02')).toBe(300);
    expect(bankMay2.opening_sen).toBe(bankMay1.closing_sen);
    // A new posting is cut in Tokyo time too.
    await bankPostingAt(new Date('2026-05-02T14:59:59.999Z'), 7);
    expect(await zoneTest('2026-05-02', '2026-05-02')).toBe(307);
    // Shifts (00:00, 08:00, 16:00 business time): 01:00 Tokyo is in the 00:00 Tokyo shift.
    await kit.moveClock(MALAYSIA_MIDNIGHT_MAY_2);
    expect((await kit.admin.get('/api/staff/shifts/current')).json().data).toMatchObject({
      shift_start: '2026-05-01T15:00:00.000Z',
      shift_end: '2026-05-01T23:00:00.000Z',
    });
    const shifts = await day('shift', '2026-05-02');
    expect(shifts.data.map((r: { shift_start: string }) => r.shift_start)).toContain(
      '2026-05-01T15:00:00.000Z',
    );

    expect((await setZone('Asia/Kuala_Lumpur')).statusCode).toBe(200);
    expect((await day('overall', '2026-05-01')).data[0]).toMatchObject({ deposit_count: 3 });
    expect(await zoneTest('2026-05-01', '2026-05-01')).toBe(300);
    expect(await zoneTest('2026-05-02', '2026-05-02')).toBe(107);
  });
});
