import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { quietPoolErrors } from '../../test/money-test-kit.ts';
import { loginAs, type StaffClient } from '../../test/staff-client.ts';
import { createTestApp } from '../../test/test-app.ts';
import { DEMO_ADMIN, DEMO_CS } from '../access/access.demo.ts';

/** Staff Bonus create/edit, Rollover Settings and Fortune Spin configuration. */
describe('bonus, rollover and fortune spin administration', () => {
  let app: App;
  let admin: StaffClient;
  let cs: StaffClient;
  beforeAll(async () => {
    app = await createTestApp();
    quietPoolErrors(app);
    admin = await loginAs(app, DEMO_ADMIN.username, DEMO_ADMIN.password);
    cs = await loginAs(app, DEMO_CS.username, DEMO_CS.password);
  });
  afterAll(async () => app.close());

  const valid = {
    name: 'Weekend 15%',
    type: 'trial',
    frequency: 'weekly',
    start_at: '2026-01-01T00:00:00+08:00',
    end_at: null,
    rollover_multiplier: 2,
    rollover_calculation: 'bonus',
    rollover_type: 'addon',
    percentage: '12.5',
    max_bonus: '50',
    min_deposit: 20,
    message_template: {
      en: 'Weekend bonus applied.',
      bm: 'Bonus hujung minggu digunakan.',
      cn: '周末红利已使用。',
    },
  };

  it('lists the demo bonuses and creates and edits one', async () => {
    const list = await admin.get('/api/staff/bonuses');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((b: { name: string }) => b.name)).toContain('30% First Deposit Bonus');
    // Four for everyone and the demo's VIP Weekly 15% Reload, limited to Gold and Platinum.
    expect(list.json().meta).toMatchObject({ page: 1, total: 5 });
    const created = await admin.post('/api/staff/bonuses', valid);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toMatchObject({
      percentage: '12.50',
      max_bonus: '50.00',
      min_deposit: '20.00',
      max_deposit: null,
      amount: '0.00',
    });
    const id = created.json().data.id;
    const edited = await admin.put(`/api/staff/bonuses/${id}`, { ...valid, status: 'inactive', amount: '5' });
    expect(edited.json().data).toMatchObject({ status: 'inactive', amount: '5.00' });
    const pre = await app.inject({
      method: 'POST',
      url: '/api/pre_deposit',
      payload: { token: 'demo-member-token' },
    });
    expect(pre.json().data.bonuses.map((b: { label: string }) => b.label)).not.toContain('Weekend 15%');
  });

  it('finds a bonus by name and exports the current filter, written to the activity log', async () => {
    const found = (await admin.get('/api/staff/bonuses?q=first%20deposit')).json();
    expect(found.data.map((b: { name: string }) => b.name)).toEqual(['30% First Deposit Bonus']);
    expect(found.meta.total).toBe(1);
    expect((await admin.get('/api/staff/bonuses?q=no-such-bonus')).json().meta.total).toBe(0);

    const csv = await admin.get('/api/staff/bonuses?format=csv&q=first%20deposit');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="bonuses-/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'ID,Position,Name,Type,Frequency,Percentage,Amount,Max Bonus,Min Deposit,Max Deposit,Rollover,Start,End,Status,Last Updated',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('30% First Deposit Bonus');
    const total = (await admin.get('/api/staff/bonuses')).json().meta.total;
    const xlsx = await admin.get('/api/staff/bonuses?format=xlsx');
    expect(xlsx.headers['content-type']).toMatch(/spreadsheetml/);

    const log = (await admin.get('/api/staff/activity-log?action=list.export&q=bonuses')).json().data;
    expect(log[0]).toMatchObject({
      target_id: 'bonuses',
      after: { list: 'bonuses', format: 'xlsx', rows: total },
    });
    expect(log[1]).toMatchObject({
      target_id: 'bonuses',
      after: { format: 'csv', filters: { q: 'first deposit' }, rows: 1 },
    });
  });

  it('refuses bad bonus input and other roles', async () => {
    for (const patch of [
      { percentage: '1.234' },
      { type: 'cashback' },
      { min_deposit: -1 },
      { name: '' },
      { start_at: 'yesterday' },
      { rollover_multiplier: 1.5 },
      { min_deposit: 100, max_deposit: 50 },
    ]) {
      const res = await admin.post('/api/staff/bonuses', { ...valid, ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    expect((await admin.put('/api/staff/bonuses/999999', valid)).statusCode).toBe(404);
    expect((await cs.post('/api/staff/bonuses', valid)).statusCode).toBe(403);
  });

  it('reads and updates the rollover settings', async () => {
    expect((await admin.get('/api/staff/rollover-settings')).json().data).toMatchObject({
      clear_below: '1.00',
    });
    const res = await admin.put('/api/staff/rollover-settings', { clear_below: '2.50' });
    expect(res.json().data).toMatchObject({ clear_below: '2.50', default_type: 'stack' });
    expect((await admin.get('/api/staff/rollover-settings')).json().data).toMatchObject({
      clear_below: '2.50',
    });
    expect((await admin.put('/api/staff/rollover-settings', { clear_below: '-1' })).statusCode).toBe(422);
    expect((await cs.get('/api/staff/rollover-settings')).statusCode).toBe(403);
  });

  it('configures the 16 wheel segments and the on/off flag', async () => {
    const current = (await admin.get('/api/staff/fortune-spin')).json().data;
    expect(current.segments).toHaveLength(16);
    const segments = current.segments.map(
      (s: { label: string; prize: string; weight: number }, i: number) => ({
        label: i === 0 ? '888' : s.label,
        prize: i === 0 ? '888' : s.prize,
        weight: s.weight,
      }),
    );
    const res = await admin.put('/api/staff/fortune-spin', { enabled: 0, segments });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.enabled).toBe(0);
    expect(res.json().data.segments[0]).toMatchObject({ position: 1, label: '888', prize: '888.00' });
    const global = await app.inject({ method: 'GET', url: '/api/global' });
    expect(global.json().data.fortune_spin.segments[0]).toBe('888');
    expect(
      (await admin.put('/api/staff/fortune-spin', { enabled: 1, segments: segments.slice(1) })).statusCode,
    ).toBe(422);
    expect((await admin.get('/api/staff/fortune-spin/history')).json().meta.total).toBe(0);
  });
});
