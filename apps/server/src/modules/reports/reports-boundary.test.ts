import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businessDayOf } from '../../platform/business-time.ts';
import { clockedMoneyKit } from '../../test/money-test-kit.ts';
import { loginAs } from '../../test/staff-client.ts';
import { DEMO_CS } from '../access/access.demo.ts';
import { bankLedgerAccount } from '../banks/banks.service.ts';
import { banks } from '../banks/banks.table.ts';
import { systemAccount } from '../ledger/ledger.service.ts';
import { members } from '../members/members.table.ts';
import { queryRows } from './report-query.ts';
import { shiftWindowAt } from './shift-windows.ts';

// 2026-03-01 23:59:59.999 and 2026-03-02 00:00:00.000 in Malaysia (UTC+8).
const LAST_MS_OF_MARCH_1 = new Date('2026-03-01T15:59:59.999Z');
const MIDNIGHT_MARCH_2 = new Date('2026-03-01T16:00:00.000Z');

/** Days, shifts and reports are cut at midnight Malaysia time, never UTC. */
describe('report day boundaries (Malaysia midnight)', () => {
  const kit = clockedMoneyKit(LAST_MS_OF_MARCH_1);

  const depositAt = async (at: Date, amount: number) => {
    await kit.moveClock(at);
    await kit.approvedDeposit(kit.megaId, amount);
  };
  const overallDay = async (day: string) =>
    (await kit.admin.get(`/api/staff/reports/overall?from=${day}&to=${day}`)).json().data[0];

  it('puts a deposit at 23:59:59.999 on that day and one at 00:00 on the next', async () => {
    await depositAt(LAST_MS_OF_MARCH_1, 10);
    await depositAt(MIDNIGHT_MARCH_2, 20);
    expect(await overallDay('2026-03-01')).toMatchObject({ deposit_count: 1, deposit_sen: 1000 });
    expect(await overallDay('2026-03-02')).toMatchObject({ deposit_count: 1, deposit_sen: 2000 });
    const both = (await kit.admin.get('/api/staff/reports/customer?from=2026-03-01&to=2026-03-02')).json();
    expect(both.totals).toMatchObject({ deposit_count: 2, deposit_sen: 3000 });
  });

  it('cuts the ledger summary (Bank report) at Malaysia midnight', async () => {
    const db = kit.app.ctx.db;
    const [bank] = await db.select().from(banks).where(eq(banks.id, kit.bankId));
    const bankAccount = await bankLedgerAccount(db, bank!.id);
    const external = await systemAccount(db, 'external');
    for (const [at, sen] of [
      ['2026-04-01T15:59:59.999Z', 700],
      ['2026-04-01T16:00:00.000Z', 300],
    ] as const) {
      const [posting] = await queryRows(
        db,
        sql`insert into ledger_postings (kind, created_at) values ('boundary_test', ${at}::timestamptz) returning id`,
      );
      await db.execute(
        sql`insert into ledger_entries (posting_id, account_id, amount_sen)
            values (${posting!.id}, ${bankAccount}, ${sen}), (${posting!.id}, ${external}, ${-sen})`,
      );
    }
    const row = async (day: string) =>
      (await kit.admin.get(`/api/staff/reports/bank?from=${day}&to=${day}&bank_id=${kit.bankId}`)).json()
        .data[0];
    const april1 = await row('2026-04-01');
    const april2 = await row('2026-04-02');
    expect(april1.in_sen).toBe(700);
    expect(april2.in_sen).toBe(300);
    expect(april2.opening_sen).toBe(april1.closing_sen);
  });

  it('cuts shifts in business time', () => {
    const starts = [0, 8 * 60, 16 * 60];
    // 23:30 Malaysia on March 1 is in the 16:00 shift, which ends at midnight.
    expect(shiftWindowAt(starts, new Date('2026-03-01T15:30:00Z'))).toEqual({
      start: new Date('2026-03-01T08:00:00Z'),
      end: new Date('2026-03-01T16:00:00Z'),
    });
    // 03:00 Malaysia with shifts at 08:00 and 20:00 belongs to the 20:00 shift of the day before.
    expect(shiftWindowAt([8 * 60, 20 * 60], new Date('2026-03-01T19:00:00Z'))).toEqual({
      start: new Date('2026-03-01T12:00:00Z'),
      end: new Date('2026-03-02T00:00:00Z'),
    });
  });

  it("refuses to close a shift with unverified work: 'Deposit (2), Withdrawal (0) not verified.'", async () => {
    await depositAt(new Date('2026-03-01T17:00:00Z'), 15); // 01:00 Malaysia, the 00:00 shift
    const refused = await kit.admin.post('/api/staff/shifts/close', {});
    expect(refused.statusCode).toBe(422);
    // The 00:00 deposit of the first test and this one: both approved by admin in the 00:00 shift.
    expect(refused.json().message).toBe('Deposit (2), Withdrawal (0) not verified.');
    const inMalay = await kit.admin.request({
      method: 'POST',
      url: '/api/staff/shifts/close',
      payload: {},
      headers: { locale: 'bm' },
    });
    expect(inMalay.json().message).toBe('Deposit (2), Pengeluaran (0) belum disahkan.');
    const closed = await kit.admin.post('/api/staff/shifts/close', {
      acknowledge: true,
      remark: 'bank app down',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const shift = (await kit.admin.get('/api/staff/reports/shift?from=2026-03-02&to=2026-03-02')).json();
    expect(shift.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          shift_start: '2026-03-01T16:00:00.000Z',
          unverified_deposits: 2,
          handed_over_at: kit.app.ctx.now().toISOString(),
        }),
      ]),
    );
  });

  it('clears a member fraud flag only with the permission and a remark, and logs it', async () => {
    const db = kit.app.ctx.db;
    await db.update(members).set({ fraud: true }).where(eq(members.id, kit.demoMemberId));
    const cs = await loginAs(kit.app, DEMO_CS.username, DEMO_CS.password);
    expect(
      (await cs.post(`/api/staff/members/${kit.demoMemberId}/clear-fraud`, { remark: 'ok' })).statusCode,
    ).toBe(403);
    const noRemark = await kit.admin.post(`/api/staff/members/${kit.demoMemberId}/clear-fraud`, {
      remark: ' ',
    });
    expect(noRemark.statusCode).toBe(422);
    const cleared = await kit.admin.post(`/api/staff/members/${kit.demoMemberId}/clear-fraud`, {
      remark: 'verified by phone',
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    const [member] = await db.select().from(members).where(eq(members.id, kit.demoMemberId));
    expect(member!.fraud).toBe(false);
    const [log] = await queryRows(
      db,
      sql`select after from activity_log where action = 'member.fraud_clear'`,
    );
    expect(log?.after).toMatchObject({ remark: 'verified by phone' });
  });

  it('dismisses a fraud signal with a remark', async () => {
    const db = kit.app.ctx.db;
    await db.update(members).set({ bankAccountNumber: '5140111' }).where(eq(members.id, kit.demoMemberId));
    await db.insert(members).values({
      name: 'twin',
      phone: '60139999999',
      bankAccountNumber: '5140111',
      registeredAt: kit.app.ctx.now(),
    });
    // A shared bank account is shown from the day its newest member registered on.
    const today = businessDayOf(new Date());
    const signals = async () =>
      (await kit.admin.get(`/api/staff/reports/fraud?from=${today}&to=${today}`)).json().data as Record<
        string,
        unknown
      >[];
    const shared = (await signals()).find((r) => r.signal === 'shared_bank_account');
    const key = `bank:${createHash('md5').update('5140111').digest('hex')}`;
    expect(shared).toMatchObject({ row_key: key, bank_account_number: '5140111', dismissed: 'open' });
    const res = await kit.admin.post('/api/staff/reports/fraud/dismiss', {
      signal_key: key,
      remark: 'siblings',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await signals()).find((r) => r.signal === 'shared_bank_account')).toMatchObject({
      dismissed: 'dismissed',
      dismiss_remark: 'siblings',
    });
  });
});
