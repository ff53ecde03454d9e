import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { loginAs, type StaffClient } from '../../test/staff-client.ts';
import { createTestApp } from '../../test/test-app.ts';
import { DEMO_ADMIN } from '../access/access.demo.ts';

/**
 * Issue 9: an operator holding operators.manage must not create, edit, reset the password of
 * or change the status of an operator whose role holds a permission the manager lacks.
 */
describe('operator management cannot escalate', () => {
  let app: App;
  let admin: StaffClient;
  let manager: StaffClient;
  let strongRole: number;
  let weakRole: number;
  let strongId: number;
  let weakId: number;
  const OUTRANKS = 'You cannot manage an operator whose role holds a permission you do not hold.';

  const operator = async (name: string, roleId: number) => {
    const res = await admin.post('/api/staff/operators', {
      name,
      username: name.toLowerCase(),
      password: 'secret123',
      role_id: roleId,
    });
    expect(res.statusCode).toBe(200);
    return res.json().data.id as number;
  };
  const role = async (name: string, permissions: string[]) => {
    const res = await admin.post('/api/staff/roles', { name, permissions });
    expect(res.statusCode).toBe(200);
    return res.json().data.id as number;
  };
  const edit = (id: number, changes: object) =>
    admin.get(`/api/staff/operators/${id}`).then((res) => {
      const { name, username, role_id, status } = res.json().data;
      return manager.put(`/api/staff/operators/${id}`, { name, username, role_id, status, ...changes });
    });

  beforeAll(async () => {
    app = await createTestApp();
    admin = await loginAs(app, DEMO_ADMIN.username, DEMO_ADMIN.password);
    const managerRole = await role('Operator Manager', [
      'operators.view',
      'operators.manage',
      'members.view',
    ]);
    strongRole = await role('Finance', ['operators.view', 'deposits.approve']);
    weakRole = await role('Viewer', ['members.view']);
    await operator('Manager', managerRole);
    strongId = await operator('Strong', strongRole);
    weakId = await operator('Weak', weakRole);
    manager = await loginAs(app, 'manager', 'secret123');
  });
  afterAll(async () => app.close());

  it('refuses to create an operator in a role holding a permission the manager lacks', async () => {
    const res = await manager.post('/api/staff/operators', {
      name: 'Sneaky',
      username: 'sneaky',
      password: 'secret123',
      role_id: strongRole,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(OUTRANKS);
    expect((await admin.get('/api/staff/operators?q=sneaky')).json().meta.total).toBe(0);
  });

  it('refuses to edit, reset the password of, or change the status of a stronger operator', async () => {
    for (const changes of [{ name: 'Renamed' }, { password: 'taken0ver1' }, { status: 'inactive' }]) {
      const res = await edit(strongId, changes);
      expect(res.statusCode, JSON.stringify(changes)).toBe(403);
      expect(res.json().message).toBe(OUTRANKS);
    }
    const after = (await admin.get(`/api/staff/operators/${strongId}`)).json().data;
    expect(after).toMatchObject({ name: 'Strong', status: 'active' });
    await loginAs(app, 'strong', 'secret123'); // the password still works
  });

  it('refuses to move a weaker operator into a stronger role', async () => {
    const res = await edit(weakId, { role_id: strongRole });
    expect(res.statusCode).toBe(403);
    expect((await admin.get(`/api/staff/operators/${weakId}`)).json().data.role_id).toBe(weakRole);
  });

  it('still manages operators whose role it covers', async () => {
    const created = await manager.post('/api/staff/operators', {
      name: 'Helper',
      username: 'helper',
      password: 'secret123',
      role_id: weakRole,
    });
    expect(created.statusCode).toBe(200);
    expect((await edit(weakId, { name: 'Weak Renamed', password: 'newpass123' })).statusCode).toBe(200);
    expect((await edit(weakId, { status: 'inactive' })).statusCode).toBe(200);
  });
});
