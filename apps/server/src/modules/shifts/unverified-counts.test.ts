import { describe, expect, it } from 'vitest';
import { clockedMoneyKit } from '../../test/money-test-kit.ts';

// 2026-03-02 10:00 Malaysia (UTC+8): the 08:00 shift; 16:00 Malaysia starts the next one.
const MORNING = new Date('2026-03-02T02:00:00.000Z');
const NEXT_SHIFT = new Date('2026-03-02T08:30:00.000Z');

/** The logout warning and the shift close count the operator's unverified work with one service. */
describe('unverified counts: logout warning and shift close agree', () => {
  const kit = clockedMoneyKit(MORNING);
  const counts = async () => {
    const warning = (await kit.admin.get('/api/staff/auth/unverified')).json().data;
    const shift = (await kit.admin.get('/api/staff/shifts/current')).json().data;
    return { warning, shift };
  };

  it('counts the same approved, unverified deposits on logout and at the shift close', async () => {
    const first = await kit.approvedDeposit(kit.megaId, 15);
    await kit.approvedDeposit(kit.megaId, 20);
    const { warning, shift } = await counts();
    expect(shift.unverified).toEqual({ deposits: 2, withdrawals: 0 });
    expect({ deposits: warning.deposits, withdrawals: warning.withdrawals }).toEqual(shift.unverified);
    expect(warning.message).toBe('Deposit (2), Withdrawal (0) not verified.');
    expect(shift.work.deposit).toBe('35.00');
    const refused = await kit.admin.post('/api/staff/shifts/close', { remark: 'tea' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(warning.message);

    // Verified (completed): it leaves both counts at once.
    const done = await kit.admin.post(`/api/staff/transactions/${first}/complete`, {});
    expect(done.statusCode, done.body).toBe(200);
    const after = await counts();
    expect(after.shift.unverified).toEqual({ deposits: 1, withdrawals: 0 });
    expect(after.warning.deposits).toBe(1);
  });

  it('leaves the previous shift to its handover: both count 0 in the next shift', async () => {
    await kit.moveClock(NEXT_SHIFT);
    const { warning, shift } = await counts();
    expect(shift.unverified).toEqual({ deposits: 0, withdrawals: 0 });
    expect(warning).toEqual({ deposits: 0, withdrawals: 0, message: null });
  });

  it('closes with a remark, which the shift state and the Shift report show', async () => {
    const closed = await kit.admin.post('/api/staff/shifts/close', { remark: '  cash box counted  ' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data).toMatchObject({
      handed_over_at: NEXT_SHIFT.toISOString(),
      remark: 'cash box counted',
    });
    await kit.approvedDeposit(kit.megaId, 10); // work in the shift gives it a Shift report row
    const report = (await kit.admin.get('/api/staff/reports/shift?from=2026-03-02&to=2026-03-02')).json();
    expect(report.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          shift_start: '2026-03-02T08:00:00.000Z',
          handed_over_at: NEXT_SHIFT.toISOString(),
          handover_remark: 'cash box counted',
        }),
      ]),
    );
  });
});
