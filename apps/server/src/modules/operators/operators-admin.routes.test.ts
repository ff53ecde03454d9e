import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { loginAs, type StaffClient } from '../../test/staff-client.ts';
import { createTestApp } from '../../test/test-app.ts';
import { DEMO_ADMIN } from '../access/access.demo.ts';
import { RANK_TEST_PASSWORD } from '../roles/role-operator.fixture.ts';

describe('operators (list, create, edit)', () => {
  let app: App;
  let admin: StaffClient;
  let roleIds: Record<string, number>;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await loginAs(app, DEMO_ADMIN.username, DEMO_ADMIN.password);
    const options = (await admin.get('/api/staff/operators/role-options')).json().data as {
      id: number;
      name: string;
    }[];
    roleIds = Object.fromEntries(options.map((r) => [r.name, r.id]));
  });
  afterAll(async () => app.close());

  const createOperator = (
    by: StaffClient,
    name: string,
    username: string,
    roleId: number | undefined,
    password = RANK_TEST_PASSWORD,
  ) => by.post('/api/staff/operators', { name, username, password, role_id: roleId });

  it('lists operators with server paging, sort, search and the list meta', async () => {
    for (const n of [1, 2, 3])
      await createOperator(admin, `Shift ${n}`, `shift${n}`, roleIds['Customer Service']);
    const page = await admin.get('/api/staff/operators?per_page=2&page=2&sort=username');
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body.meta).toEqual({ first: 3, last: 4, total: 5, page: 2, per_page: 2 });
    expect(body.data.map((r: { username: string }) => r.username)).toEqual(['shift1', 'shift2']);
    expect(body.data[0]).toMatchObject({ role_name: 'Customer Service', status: 'active' });
    expect(body.data[0]).not.toHaveProperty('password_hash');

    const searched = (await admin.get('/api/staff/operators?q=SHIFT&sort=-name')).json();
    expect(searched.meta.total).toBe(3);
    expect(searched.data[0].name).toBe('Shift 3');

    const empty = (await admin.get('/api/staff/operators?q=zzz')).json();
    expect(empty.meta).toEqual({ first: 0, last: 0, total: 0, page: 1, per_page: 20 });
  });

  it('exports the current filter as CSV', async () => {
    const res = await admin.get('/api/staff/operators?format=csv&q=shift&per_page=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="operators-/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('ID,Name,Username,Role,Status,Last Login,Last Updated');
    expect(lines).toHaveLength(4);
  });

  it('refuses a taken username (any case) and a weak password with field messages', async () => {
    const taken = await createOperator(admin, 'X', 'ADMIN', roleIds['Customer Service']);
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.username).toEqual(['The username has already been taken.']);
    const weak = await createOperator(admin, 'X', 'weakling', roleIds['Customer Service'], '123');
    expect(weak.json().errors.password).toEqual(['Password must be at least 12 characters.']);
  });

  it('edits an operator; a new password or deactivation ends their sessions; the log keeps before and after', async () => {
    const created = (await createOperator(admin, 'Temp', 'temp', roleIds['Customer Service'])).json().data;
    const temp = await loginAs(app, 'temp', RANK_TEST_PASSWORD);
    const edited = await admin.put(`/api/staff/operators/${created.id}`, {
      name: 'Temp Renamed',
      username: 'temp',
      role_id: roleIds['Customer Service'],
      status: 'inactive',
      password: '',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ name: 'Temp Renamed', status: 'inactive' });
    expect((await temp.get('/api/staff/auth/me')).statusCode).toBe(401);
    const log = (
      await admin.get(`/api/staff/activity-log?target_type=operator&target_id=${created.id}`)
    ).json();
    const update = log.data.find((r: { action: string }) => r.action === 'operator.update');
    expect(update.before).toMatchObject({ name: 'Temp', status: 'active' });
    expect(update.after).toMatchObject({ name: 'Temp Renamed', status: 'inactive' });
    expect(update.operator_name).toBe('Administrator');
  });

  it('does not let an operator deactivate themselves, nor a non-super manager make a Super Admin', async () => {
    const me = (await admin.get('/api/staff/auth/me')).json();
    // `by` saves the signed-in admin's own operator row with a name and status.
    const editAdmin = (by: StaffClient, name: string, status: string) =>
      by.put(`/api/staff/operators/${me.operator.id}`, {
        name,
        username: 'admin',
        role_id: me.role.id,
        status,
      });
    const self = await editAdmin(admin, 'Administrator', 'inactive');
    expect(self.statusCode).toBe(403);

    const managerRole = (
      await admin.post('/api/staff/roles', {
        name: 'Operator Manager',
        permissions: ['operators.view', 'operators.manage'],
      })
    ).json().data;
    await createOperator(admin, 'Manager', 'manager', managerRole.id);
    const manager = await loginAs(app, 'manager', RANK_TEST_PASSWORD);
    const escalate = await createOperator(manager, 'Sneaky', 'sneaky', roleIds['Super Admin']);
    expect(escalate.statusCode).toBe(403);
    expect(escalate.json().message).toMatch(/above your rank/);
    const editSuper = await editAdmin(manager, 'Hacked', 'active');
    expect(editSuper.statusCode).toBe(403);
  });

  it('answers 404 for an unknown operator', async () => {
    const res = await admin.get('/api/staff/operators/99999');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Operator not found.');
  });
});
