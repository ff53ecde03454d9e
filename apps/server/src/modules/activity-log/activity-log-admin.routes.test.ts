import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { businessDayOf } from '../../platform/business-time.ts';
import { loginAs, type StaffClient } from '../../test/staff-client.ts';
import { createTestApp } from '../../test/test-app.ts';
import { DEMO_ADMIN, DEMO_CS } from '../access/access.demo.ts';

describe('activity log list', () => {
  let app: App;
  let admin: StaffClient;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await loginAs(app, DEMO_ADMIN.username, DEMO_ADMIN.password);
    await loginAs(app, DEMO_CS.username, DEMO_CS.password);
    await admin.post('/api/staff/roles', { name: 'Audited', permissions: ['dashboard.view'] });
  });
  afterAll(async () => app.close());

  it('filters by operator, action, target and date range, newest first', async () => {
    const filters = (await admin.get('/api/staff/activity-log/filters')).json();
    expect(filters.actions).toEqual(expect.arrayContaining(['auth.login', 'role.create']));
    const cs = filters.operators.find((o: { name: string }) => o.name === 'CS One');

    const byOperator = (await admin.get(`/api/staff/activity-log?operator_id=${cs.id}`)).json();
    expect(byOperator.data.map((r: { action: string }) => r.action)).toEqual(['auth.login']);

    const byAction = (await admin.get('/api/staff/activity-log?action=role.create')).json();
    expect(byAction.meta.total).toBe(1);
    expect(byAction.data[0]).toMatchObject({ target_type: 'role', operator_name: 'Administrator' });
    expect(byAction.data[0].after.name).toBe('Audited');

    const today = businessDayOf(new Date());
    const inRange = (await admin.get(`/api/staff/activity-log?from=${today}&to=${today}`)).json();
    expect(inRange.meta.total).toBeGreaterThanOrEqual(3);
    const before = (await admin.get('/api/staff/activity-log?from=2000-01-01&to=2000-01-31')).json();
    expect(before.meta.total).toBe(0);

    const all = (await admin.get('/api/staff/activity-log')).json().data;
    const times = all.map((r: { created_at: string }) => r.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('pages by ids in the list order: each page is its slice of the whole list, with operator names', async () => {
    const whole = (await admin.get('/api/staff/activity-log?per_page=3')).json().data;
    expect(whole.length).toBe(3);
    for (const page of [2, 3]) {
      const one = (await admin.get(`/api/staff/activity-log?per_page=1&page=${page}`)).json();
      expect(one.data).toEqual(whole.slice(page - 1, page));
    }
    expect(whole.some((r: { operator_name: string | null }) => r.operator_name !== null)).toBe(true);
    const searched = (await admin.get('/api/staff/activity-log?q=Administrator&per_page=1&page=2')).json();
    expect(searched.data[0].operator_name).toBe('Administrator');
    // Sorting by operator name would walk every row: refused, like any unindexed sort.
    expect((await admin.get('/api/staff/activity-log?sort=operator_name')).statusCode).toBe(400);
  });

  it('a search matches the action, target type, target id, operator name or IP, each row once', async () => {
    const expected = async (q: string) => {
      const result = await app.ctx.db.execute(sql`select l.id from activity_log l
        left join operators o on o.id = l.operator_id
        where l.action ilike ${`%${q}%`} or l.target_type ilike ${`%${q}%`} or l.target_id ilike ${`%${q}%`}
          or o.name ilike ${`%${q}%`} or l.ip ilike ${`%${q}%`}
        order by l.created_at desc, l.id desc`);
      return (result as unknown as { rows: { id: unknown }[] }).rows.map((r) => Number(r.id));
    };
    const listed = async (q: string) => {
      const ids: number[] = [];
      for (let page = 1; ; page++) {
        const res = (await admin.get(`/api/staff/activity-log?q=${q}&per_page=2&page=${page}`)).json();
        ids.push(...res.data.map((r: { id: number }) => r.id));
        if (res.meta.last >= res.meta.total) return { ids, total: res.meta.total };
      }
    };
    // role: the action role.create and the target type role (the same row); One: an operator
    // (CS One); 127.0: the IP; a target id: the role's; login: an action; none: nothing.
    const [role] = await expected('role.create');
    const targetId = (await admin.get('/api/staff/activity-log?action=role.create')).json().data[0].target_id;
    for (const q of ['role', 'One', '127.0', targetId, 'login', 'nobody-like-this']) {
      const ids = await expected(q);
      expect(await listed(q), q).toEqual({ ids, total: ids.length });
    }
    expect(role).toBeDefined();
    expect((await expected('One')).length).toBeGreaterThan(0);
    expect((await expected('127.0')).length).toBeGreaterThan(0);
  });

  it('refuses a malformed date and an unknown sort (no fallback, no prototype keys)', async () => {
    expect((await admin.get('/api/staff/activity-log?from=2026-13-40')).statusCode).toBe(422);
    expect((await admin.get('/api/staff/activity-log?sort=password')).statusCode).toBe(400);
    expect((await admin.get('/api/staff/activity-log?sort=__proto__')).statusCode).toBe(400);
    expect((await admin.get('/api/staff/activity-log?sort=1;drop')).statusCode).toBe(422);
  });

  it('exports the log as CSV with formula cells neutralised', async () => {
    const res = await admin.get('/api/staff/activity-log?format=csv&action=role.create');
    expect(res.statusCode).toBe(200);
    const [header, row] = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe('ID,Time,Operator,Member ID,Action,Target,Target ID,Before,After,IP');
    expect(row).toContain('role.create');
  });
});
