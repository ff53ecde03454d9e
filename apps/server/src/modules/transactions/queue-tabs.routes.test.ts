import { QUEUE_TABS } from '@topup/contracts/queue-tabs.ts';
import { describe, expect, it } from 'vitest';
import { memberDepositKit } from '../../test/money-test-kit.ts';

type Row = { id: number; status: string };

/** Pending Deposit and Pending Withdrawal: the "To act" and "To verify" tabs and their counts. */
describe('queue tabs', () => {
  const kit = memberDepositKit();
  const tab = async (queue: string, name?: string, extra = '') => {
    const res = await kit.admin.get(
      `/api/staff/money/pending-${queue}?per_page=100${name ? `&tab=${name}` : ''}${extra}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { data: Row[]; meta: { total: number } };
    return {
      ids: body.data.map((r) => r.id),
      statuses: new Set(body.data.map((r) => r.status)),
      total: body.meta.total,
    };
  };
  const counts = async () => (await kit.admin.get('/api/staff/live/counts')).json().data;

  it('lists waiting deposits under "To act" (the default) and credited ones under "To verify"', async () => {
    const waiting = await kit.pendingDeposit(kit.megaId, 12);
    const credited = await kit.approvedDeposit(kit.megaId, 13);
    const toAct = await tab('deposits');
    expect(toAct.ids).toContain(waiting);
    expect(toAct.ids).not.toContain(credited);
    expect([...toAct.statuses].every((s) => (QUEUE_TABS.to_act as readonly string[]).includes(s))).toBe(true);
    const toVerify = await tab('deposits', 'to_verify');
    expect(toVerify.ids).toContain(credited);
    expect(toVerify.ids).not.toContain(waiting);
    expect([...toVerify.statuses]).toEqual(['success']);
  });

  it("keeps to the tab's statuses whatever status is asked for", async () => {
    const asked = await tab('deposits', 'to_act', '&status=success,complete');
    expect(asked.statuses.has('success')).toBe(false);
    expect(asked.statuses.has('complete')).toBe(false);
  });

  it('counts each tab as its list totals it: the menu badge is the "To act" count', async () => {
    const live = await counts();
    for (const queue of ['deposit', 'withdrawal'] as const)
      for (const name of ['to_act', 'to_verify'] as const)
        expect(live[queue][name], `${queue} ${name}`).toBe((await tab(`${queue}s`, name)).total);
    const before = live.deposit;
    await kit.pendingDeposit(kit.megaId, 14);
    const id = await kit.approvedDeposit(kit.megaId, 15);
    expect((await counts()).deposit).toEqual({ to_act: before.to_act + 1, to_verify: before.to_verify + 1 });
    await kit.admin.post(`/api/staff/transactions/${id}/complete`, {});
    expect((await counts()).deposit.to_verify).toBe(before.to_verify);
  });

  it('refuses an unknown tab with a 422, never a 500', async () => {
    const res = await kit.admin.get('/api/staff/money/pending-deposits?tab=later');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBeTruthy();
  });
});
