import { describe, expect, it } from 'vitest';
import { staffTestApp } from '../../test/staff-client.ts';

describe('staff Landing Page settings', () => {
  const staff = staffTestApp();

  const landing = (mobile: string) =>
    staff.app.inject({ method: 'POST', url: '/api/landing_page', payload: { mobile, name: 'Visitor' } });
  const settings = async () => (await staff.admin.get('/api/staff/landing-settings')).json().data;

  it('shows the demo campaign, the contact and every promotion to choose from', async () => {
    const data = await settings();
    expect(data).toMatchObject({
      name: 'Grand Opening Lucky Draw',
      active: true,
      win_percent: 50,
      max_winners: 1000,
      contact_link: 'https://wa.me/60123456789',
      lost_promotion_ids: [],
      leads: 0,
      winners: 0,
    });
    expect(data.promotion_options.length).toBeGreaterThan(1);
  });

  it('saves the win rule: certain odds with a cap of one winner, then everyone loses', async () => {
    const saved = await staff.admin.put('/api/staff/landing-settings', {
      ...(await settings()),
      win_percent: 100,
      max_winners: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await landing('0123450001')).json().data.step).toBe(2);
    expect((await landing('0123450002')).json().data.step).toBe(3);
    expect(await settings()).toMatchObject({ leads: 2, winners: 1 });
  });

  it('shows only the chosen promotions to those who did not win, and the new contact on the member page', async () => {
    const current = await settings();
    const chosen = current.promotion_options[1].value;
    const saved = await staff.admin.put('/api/staff/landing-settings', {
      ...current,
      win_percent: 0,
      contact_link: 'https://wa.me/60111222333',
      lost_promotion_ids: [chosen],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const lost = (await landing('0123450003')).json().data;
    expect(lost.step).toBe(3);
    expect(lost.promotions.map((p: { id: number }) => p.id)).toEqual([chosen]);
    const page = await staff.app.inject({ method: 'GET', url: '/landing_page' });
    expect(page.body).toContain('https://wa.me/60111222333');

    const log = await staff.admin.get('/api/staff/activity-log?action=landing_settings.update');
    const entry = log.json().data[0];
    expect(entry.before).toMatchObject({
      win_percent: 100,
      lost_promotion_ids: [],
      contact_link: 'https://wa.me/60123456789',
    });
    expect(entry.after).toMatchObject({
      win_percent: 0,
      lost_promotion_ids: [chosen],
      contact_link: 'https://wa.me/60111222333',
    });
  });

  it('with no promotion chosen, step 3 shows every active promotion', async () => {
    await staff.admin.put('/api/staff/landing-settings', { ...(await settings()), lost_promotion_ids: [] });
    const lost = (await landing('0123450004')).json().data;
    const active = (await staff.app.inject({ method: 'GET', url: '/api/global' })).json().data.promotions;
    expect(lost.promotions.map((p: { id: number }) => p.id)).toEqual(active.map((p: { id: number }) => p.id));
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const before = await settings();
    const cases: [object, string][] = [
      [{ win_percent: 101 }, 'win_percent'],
      [{ max_winners: -1 }, 'max_winners'],
      [{ contact_link: 'javascript:alert(1)' }, 'contact_link'],
      [{ lost_promotion_ids: [999999] }, 'lost_promotion_ids'],
      [{ starts_at: '2026-02-01T00:00:00Z', ends_at: '2026-01-01T00:00:00Z' }, 'ends_at'],
    ];
    for (const [patch, field] of cases) {
      const res = await staff.admin.put('/api/staff/landing-settings', { ...before, ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(422);
      expect(Object.keys(res.json().errors ?? {}), JSON.stringify(patch)).toContain(field);
    }
    expect(await settings()).toEqual(before);
  });

  it('needs settings.view to read and settings.manage to write', async () => {
    expect((await staff.cs.get('/api/staff/landing-settings')).statusCode).toBe(403);
    expect((await staff.cs.put('/api/staff/landing-settings', {})).statusCode).toBe(403);
  });
});
