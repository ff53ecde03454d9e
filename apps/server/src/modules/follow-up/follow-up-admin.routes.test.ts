import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminSessionApp } from '../../test/admin-session-app.ts';
import { staffHeaders } from '../../test/staff-session.ts';
import { activityLog } from '../audit/activity-log.table.ts';
import { members } from '../members/members.table.ts';

type Item = {
  id: number;
  kind: string;
  name: string;
  phone: string;
  status: string;
  reason: string;
  remark: string;
};

describe('staff follow up: landing leads and flagged members, settle', () => {
  const staff = adminSessionApp();

  const list = async (query = '') =>
    (
      await staff.app.inject({
        method: 'GET',
        url: `/api/staff/follow-ups?per_page=100${query}`,
        headers: staff.admin,
      })
    ).json();

  it('lists every landing-page lead once, with what the visitor typed', async () => {
    const lead = await staff.app.inject({
      method: 'POST',
      url: '/api/landing_page',
      payload: { mobile: '0167778888', bank: 'CIMB', account: '8001234567', name: 'Lead One' },
    });
    expect(lead.statusCode).toBe(200);
    const first = await list('&kind=lead');
    const item = first.data.find((f: Item) => f.name === 'Lead One');
    expect(item).toMatchObject({ kind: 'lead', status: 'open', bank: 'CIMB', account: '8001234567' });
    expect(item.phone).toMatch(/167778888$/);
    expect((await list('&kind=lead')).meta.total).toBe(first.meta.total);
  });

  it('lists fraud members and members flagged by staff', async () => {
    const [demo] = await staff.app.ctx.db.select().from(members).where(eq(members.name, 'demo'));
    const flagged = await staff.app.inject({
      method: 'POST',
      url: '/api/staff/follow-ups',
      headers: staff.admin,
      payload: { member_id: demo!.id, reason: 'Asked for a call back' },
    });
    expect(flagged.json().data).toMatchObject({
      kind: 'member',
      name: 'demo',
      reason: 'Asked for a call back',
    });
    const again = await staff.app.inject({
      method: 'POST',
      url: '/api/staff/follow-ups',
      headers: staff.admin,
      payload: { member_id: demo!.id, reason: 'Twice' },
    });
    expect(again.json().data.id).toBe(flagged.json().data.id);
    const created = await staff.app.inject({
      method: 'POST',
      url: '/api/staff/members',
      headers: staff.admin,
      payload: { name: 'Shady', phone: '0169990000' },
    });
    await staff.app.ctx.db.update(members).set({ fraud: true }).where(eq(members.id, created.json().data.id));
    const items = (await list('&kind=member')).data.map((f: Item) => `${f.name}:${f.reason}`);
    expect(items).toEqual(expect.arrayContaining(['demo:Asked for a call back', 'Shady:fraud']));
  });

  it('settles with a remark (required), logs it, and refuses a second settle', async () => {
    const item = (await list()).data[0] as Item;
    const noRemark = await staff.app.inject({
      method: 'POST',
      url: `/api/staff/follow-ups/${item.id}/settle`,
      headers: staff.admin,
      payload: { remark: ' ' },
    });
    expect(noRemark.statusCode).toBe(422);
    expect(noRemark.json().message).toBe('Please enter a remark.');
    const settled = await staff.app.inject({
      method: 'POST',
      url: `/api/staff/follow-ups/${item.id}/settle`,
      headers: staff.admin,
      payload: { remark: 'Called, will deposit tomorrow' },
    });
    expect(settled.json().data).toMatchObject({ status: 'settled', settled_by: 'Administrator' });
    const twice = await staff.app.inject({
      method: 'POST',
      url: `/api/staff/follow-ups/${item.id}/settle`,
      headers: staff.admin,
      payload: { remark: 'again' },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This follow-up is already settled.');
    expect((await list()).data.map((f: Item) => f.id)).not.toContain(item.id);
    expect((await list('&status=settled')).data.map((f: Item) => f.id)).toContain(item.id);
    const log = await staff.app.ctx.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.action, 'follow_up.settle'));
    expect(log).toHaveLength(1);
  });

  it('customer service may view and settle (demo role); without a session it is refused', async () => {
    const cs = await staffHeaders(staff.app, 'cs1');
    expect(
      (await staff.app.inject({ method: 'GET', url: '/api/staff/follow-ups', headers: cs })).statusCode,
    ).toBe(200);
    expect((await staff.app.inject({ method: 'GET', url: '/api/staff/follow-ups' })).statusCode).toBe(401);
  });
});
