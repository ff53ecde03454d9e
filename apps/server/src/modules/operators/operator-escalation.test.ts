import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { loginAs, type StaffClient } from '../../test/staff-client.ts';
import { createTestApp } from '../../test/test-app.ts';
import { DEMO_ADMIN } from '../access/access.demo.ts';
import { RANK_TEST_PASSWORD } from '../roles/role-operator.fixture.ts';

const OUTRANKS =
  "This operator's role is above your rank: it holds a permission, payment gateway or bank group your own role does not.";
const OWN_ACCESS = 'You cannot deactivate your own account or change your own role.';

/**
 * An operator holding operators.manage creates, edits, resets the password of and changes the
 * status of only operators whose role, before and after, is within its own rank (permissions,
 * payment gateway and bank groups), and never moves or deactivates its own account.
 */
describe('operator management within rank', () => {
  let app: App;
  let admin: StaffClient;
  let manager: StaffClient;
  let managerId: number;
  let managerRole: number;
  let strongRole: number;
  let widerGatewayRole: number;
  let weakRole: number;
  let strongId: number;
  let widerGatewayId: number;
  let weakId: number;

  // `by` creates an operator called `name` (username: the name in lower case) in the role.
  const create = (by: StaffClient, name: string, roleId: number) =>
    by.post('/api/staff/operators', {
      name,
      username: name.toLowerCase(),
      password: RANK_TEST_PASSWORD,
      role_id: roleId,
    });
  const operator = async (name: string, roleId: number) => {
    const res = await create(admin, name, roleId);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.id as number;
  };
  const role = async (name: string, permissions: string[], payment_gateway: '0' | '1' = '0') => {
    const res = await admin.post('/api/staff/roles', { name, permissions, payment_gateway });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.id as number;
  };
  const current = async (id: number) => (await admin.get(`/api/staff/operators/${id}`)).json().data;
  const edit = async (id: number, changes: object) => {
    const { name, username, role_id, status } = await current(id);
    return manager.put(`/api/staff/operators/${id}`, { name, username, role_id, status, ...changes });
  };
  const refused = async (id: number, changes: object, message = OUTRANKS) => {
    const before = await current(id);
    const res = await edit(id, changes);
    expect(res.statusCode, JSON.stringify(changes)).toBe(403);
    expect(res.json().message).toBe(message);
    expect(await current(id)).toEqual(before);
  };

  beforeAll(async () => {
    app = await createTestApp();
    admin = await loginAs(app, DEMO_ADMIN.username, DEMO_ADMIN.password);
    managerRole = await role('Operator Manager', ['operators.view', 'operators.manage', 'members.view']);
    strongRole = await role('Finance', ['operators.view', 'deposits.approve']);
    widerGatewayRole = await role('Open desk', ['members.view'], '1');
    weakRole = await role('Viewer', ['members.view']);
    managerId = await operator('Manager', managerRole);
    strongId = await operator('Strong', strongRole);
    widerGatewayId = await operator('Opendesk', widerGatewayRole);
    weakId = await operator('Weak', weakRole);
    manager = await loginAs(app, 'manager', RANK_TEST_PASSWORD);
  });
  afterAll(async () => app.close());

  it('refuses to create an operator in a role above its rank (permissions, gateway, Super Admin)', async () => {
    const superRole = (await admin.get('/api/staff/auth/me')).json().role.id as number;
    for (const roleId of [strongRole, widerGatewayRole, superRole]) {
      const res = await create(manager, 'Sneaky', roleId);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(OUTRANKS);
    }
    expect((await admin.get('/api/staff/operators?q=sneaky')).json().meta.total).toBe(0);
  });

  it('refuses to edit, reset the password of, or change the status of an operator above its rank', async () => {
    for (const id of [strongId, widerGatewayId])
      for (const changes of [
        { name: 'Renamed' },
        { password: 'Taken-over-passphrase-2026' },
        { status: 'inactive' },
      ])
        await refused(id, changes);
    await loginAs(app, 'strong', RANK_TEST_PASSWORD); // the passwords still work
    await loginAs(app, 'opendesk', RANK_TEST_PASSWORD);
    const admins = (await admin.get('/api/staff/operators?q=admin')).json().data as { id: number }[];
    await refused(admins[0]!.id, { password: 'Taken-over-passphrase-2026' });
  });

  it('refuses to move an operator into a stronger role, or out of one', async () => {
    await refused(weakId, { role_id: strongRole });
    await refused(weakId, { role_id: widerGatewayRole });
    await refused(strongId, { role_id: weakRole });
  });

  it('refuses to change its own role or deactivate itself', async () => {
    await refused(managerId, { role_id: weakRole }, OWN_ACCESS);
    await refused(managerId, { status: 'inactive' }, OWN_ACCESS);
  });

  it('manages operators whose role is within its rank', async () => {
    const created = await create(manager, 'Helper', weakRole);
    expect(created.statusCode).toBe(200);
    expect(
      (await edit(weakId, { name: 'Weak Renamed', password: 'Fresh-desk-passphrase-2026' })).statusCode,
    ).toBe(200);
    await loginAs(app, 'weak', 'Fresh-desk-passphrase-2026');
    expect((await edit(weakId, { role_id: managerRole })).statusCode).toBe(200);
    expect((await edit(weakId, { status: 'inactive' })).statusCode).toBe(200);
  });

  it('lets Super Admin manage any operator, but not change its own role', async () => {
    expect(
      (
        await admin.put(`/api/staff/operators/${strongId}`, {
          ...(await current(strongId)),
          role_id: weakRole,
        })
      ).statusCode,
    ).toBe(200);
    const me = (await admin.get('/api/staff/auth/me')).json();
    const own = await admin.put(`/api/staff/operators/${me.operator.id}`, {
      ...(await current(me.operator.id)),
      role_id: weakRole,
    });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(OWN_ACCESS);
  });
});
