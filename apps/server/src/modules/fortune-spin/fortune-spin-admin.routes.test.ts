import { describe, expect, it } from 'vitest';
import { staffTestApp } from '../../test/staff-client.ts';

/** Staff Fortune Spin screen: wheel, odds input, history of spins, a member's spins and grants. */
describe('fortune spin administration', () => {
  const staff = staffTestApp();

  const spin = () =>
    staff.app.inject({ method: 'POST', url: '/api/fortune_spin', payload: { token: 'demo-member-token' } });

  it('refuses a wheel with no weight (nothing to land on), saving nothing', async () => {
    const current = (await staff.admin.get('/api/staff/fortune-spin')).json().data;
    const segments = current.segments.map((s: { label: string; prize: string }) => ({ ...s, weight: 0 }));
    const res = await staff.admin.put('/api/staff/fortune-spin', { enabled: 1, segments });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('At least one segment needs a weight above 0.');
    expect((await staff.admin.get('/api/staff/fortune-spin')).json().data).toEqual(current);
  });

  it('a wheel with one weighted segment always pays it; the history lists the spin with its prize', async () => {
    const current = (await staff.admin.get('/api/staff/fortune-spin')).json().data;
    const segments = current.segments.map((s: { label: string }, i: number) => ({
      label: i === 4 ? 'RM7' : s.label,
      prize: i === 4 ? '7' : '0',
      weight: i === 4 ? 1 : 0,
    }));
    expect((await staff.admin.put('/api/staff/fortune-spin', { enabled: 1, segments })).statusCode).toBe(200);
    const played = await spin();
    expect(played.json().data).toMatchObject({ segment: 5, prize: 'RM7' });
    const history = await staff.admin.get('/api/staff/fortune-spin/history?q=demo');
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().meta.total).toBe(1);
    expect(history.json().data[0]).toMatchObject({ segment: 5, label: 'RM7', prize: '7.00' });
    const memberId = history.json().data[0].member_id;
    const mine = await staff.admin.get(`/api/staff/fortune-spin/history?member_id=${memberId}&sort=-prize`);
    expect(mine.json().data).toHaveLength(1);
    expect((await staff.admin.get('/api/staff/fortune-spin/history?q=nobody-here')).json().meta.total).toBe(
      0,
    );
    expect((await staff.admin.get('/api/staff/fortune-spin/history?sort=label')).statusCode).toBe(400);
  });

  it("shows a member's spins and what gave them; a grant adds to both", async () => {
    const before = (await staff.admin.get('/api/staff/members/1/spins')).json().data;
    const granted = await staff.admin.post('/api/staff/members/1/spins', {
      spins: 2,
      remark: 'Service recovery',
    });
    expect(granted.statusCode, granted.body).toBe(200);
    const after = (await staff.admin.get('/api/staff/members/1/spins')).json().data;
    expect(after.spins).toBe(before.spins + 2);
    expect(after.grants[0]).toMatchObject({ spins: 2, reason: 'staff', remark: 'Service recovery' });
    expect((await staff.admin.get('/api/staff/members/999999/spins')).statusCode).toBe(404);
    expect((await staff.cs.post('/api/staff/members/1/spins', { spins: 1, remark: 'x' })).statusCode).toBe(
      403,
    );
  });
});
