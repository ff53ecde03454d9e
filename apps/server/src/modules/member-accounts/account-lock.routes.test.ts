import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberDepositKit } from '../../test/money-test-kit.ts';
import { loginAs } from '../../test/staff-client.ts';
import { DEMO_CS } from '../access/access.demo.ts';
import { activityLog } from '../audit/activity-log.table.ts';

describe('member account lock and unlock', () => {
  const kit = memberDepositKit();

  const lock = (action: 'lock' | 'unlock', headers: Record<string, string> = {}) =>
    kit.admin.request({ method: 'POST', url: `/api/staff/member-accounts/${kit.megaId}/${action}`, headers });

  it('locks with its success message, refuses a second lock, and logs who did it', async () => {
    const res = await lock('lock');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Lock member account success.');
    expect((await kit.accountOf(kit.demoMemberId, 'Mega888')).locked).toBe(true);
    const again = await lock('lock', { locale: 'bm' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Penguncian akaun ahli gagal.');
    const logged = await kit.app.ctx.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.targetId, String(kit.megaId)));
    expect(logged.map((l) => l.action)).toContain('member_account.lock');
  });

  it('a locked account refuses a member deposit and a staff withdrawal with a clear message', async () => {
    const deposit = await kit.member('/api/deposit', {
      member_account_id: kit.megaId,
      amount: 20,
      bank: kit.bankId,
    });
    expect(deposit.json()).toMatchObject({
      status: false,
      message: 'Member account is locked. Please contact customer service.',
    });
    const withdrawal = await kit.admin.post('/api/staff/withdrawals', {
      member_account_id: kit.megaId,
      amount: 10,
    });
    expect(withdrawal.statusCode).toBe(422);
    expect(withdrawal.json().message).toBe('Member account is locked. Please contact customer service.');
  });

  it('unlocks with its success message; a second unlock fails; deposits work again', async () => {
    expect((await lock('unlock', { locale: 'cn' })).json().message).toBe('解锁会员账户成功。');
    expect((await lock('unlock')).json().message).toBe('Unlock member account failed.');
    const deposit = await kit.member('/api/deposit', {
      member_account_id: kit.megaId,
      amount: 20,
      bank: kit.bankId,
    });
    expect(deposit.json().status, deposit.body).toBe(true);
  });

  it('needs the lock permission and answers "Member account not found." for an unknown account', async () => {
    const cs = await loginAs(kit.app, DEMO_CS.username, DEMO_CS.password);
    expect((await cs.post(`/api/staff/member-accounts/${kit.megaId}/lock`)).statusCode).toBe(403);
    const missing = await kit.admin.post('/api/staff/member-accounts/999999/lock');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Member account not found.');
  });
});
