import type { Permission } from '@topup/contracts/permissions.ts';
import { ALL_PERMISSIONS } from '@topup/contracts/permissions.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { loginAs, type StaffClient } from '../../test/staff-client.ts';
import { createTestApp } from '../../test/test-app.ts';
import { DEMO_ADMIN } from '../access/access.demo.ts';
import { roles } from '../access/access.table.ts';
import { bankGroups, banks } from '../banks/banks.table.ts';
import { members } from '../members/members.table.ts';
import { transactions } from '../transactions/transactions.table.ts';
import { operatorWithRole, RANK_TEST_PASSWORD } from './role-operator.fixture.ts';

const ROLE_OUTRANKS =
  'This role is above your rank: it holds a permission, payment gateway or bank group your own role does not.';
const OWN_ACCESS = 'You cannot deactivate your own account or change your own role.';
const MANAGER: Permission[] = [
  'roles.view',
  'roles.manage',
  'operators.view',
  'operators.manage',
  'deposits.view',
  'deposits.approve',
];

type RoleBody = {
  name: string;
  permissions: string[];
  payment_gateway: '0' | '1';
  bank_group_ids: number[];
  status: 'active' | 'inactive';
};

/**
 * A role's rank is its permissions plus its payment gateway and bank groups: an operator holding
 * roles.manage creates, edits and deactivates only roles within its own rank, never its own.
 */
describe('role rank', () => {
  let app: App;
  let admin: StaffClient;
  let manager: StaffClient;
  let managerRole: number;
  let onlineGroup: number;
  let ewalletGroup: number;

  const role = async (id: number): Promise<RoleBody & { operator_count: number }> =>
    (await admin.get(`/api/staff/roles/${id}`)).json().data;
  const bodyOf = async (id: number): Promise<RoleBody> => {
    const { name, permissions, payment_gateway, bank_group_ids, status } = await role(id);
    return { name, permissions, payment_gateway, bank_group_ids, status };
  };
  const createRole = async (name: string, fields: Partial<RoleBody>) => {
    const res = await admin.post('/api/staff/roles', { name, permissions: [], ...fields });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.id as number;
  };
  /** The manager's PUT of `id` with these changes: it must be refused and the role left as it was. */
  const refusedEdit = async (id: number, changes: Partial<RoleBody>, message = ROLE_OUTRANKS) => {
    const before = await role(id);
    const res = await manager.put(`/api/staff/roles/${id}`, { ...(await bodyOf(id)), ...changes });
    expect(res.statusCode, JSON.stringify(changes)).toBe(403);
    expect(res.json().message).toBe(message);
    expect(await role(id)).toEqual(before);
  };

  beforeAll(async () => {
    app = await createTestApp();
    admin = await loginAs(app, DEMO_ADMIN.username, DEMO_ADMIN.password);
    const groups = await app.ctx.db.select().from(bankGroups);
    onlineGroup = groups.find((g) => g.code === 'online_banking')!.id;
    ewalletGroup = groups.find((g) => g.code === 'ewallet')!.id;
    const made = await operatorWithRole(app, admin, MANAGER, { payment_gateway: '0' });
    manager = made.client;
    managerRole = made.roleId;
  });
  afterAll(async () => app.close());

  it("cannot widen its own role's payment gateway, so a deposit outside it stays out of reach", async () => {
    const [bank] = await app.ctx.db.select().from(banks).limit(1);
    const [member] = await app.ctx.db
      .insert(members)
      .values({ name: 'Rank', phone: '60177777777' })
      .returning();
    const [deposit] = await app.ctx.db
      .insert(transactions)
      .values({
        memberId: member!.id,
        type: 'deposit',
        amountSen: 900,
        status: 'pending',
        depositBankId: bank!.id,
      })
      .returning();
    const queue = async () =>
      (
        (await manager.get('/api/staff/money/pending-deposits?per_page=100')).json().data as { id: number }[]
      ).map((r) => r.id);
    expect(await queue()).not.toContain(deposit!.id);
    await refusedEdit(managerRole, { payment_gateway: '1', bank_group_ids: [] }, OWN_ACCESS);
    await refusedEdit(managerRole, { payment_gateway: '1', bank_group_ids: [onlineGroup] }, OWN_ACCESS);
    expect((await manager.get('/api/staff/auth/me')).json().role).toMatchObject({ payment_gateway: '0' });
    expect(await queue()).not.toContain(deposit!.id);
    const approve = await manager.post(`/api/staff/transactions/${deposit!.id}/approve`, {});
    expect(approve.statusCode).toBe(403);
  });

  it('cannot edit its own role at all, not even to narrow it', async () => {
    await refusedEdit(managerRole, { permissions: ['roles.view'] }, OWN_ACCESS);
    await refusedEdit(managerRole, { status: 'inactive' }, OWN_ACCESS);
  });

  it('cannot give a role a wider payment gateway or more bank groups than its own', async () => {
    const closed = await createRole('Closed desk', { permissions: ['deposits.view'], payment_gateway: '0' });
    await refusedEdit(closed, { payment_gateway: '1', bank_group_ids: [] });
    await refusedEdit(closed, { payment_gateway: '1', bank_group_ids: [onlineGroup] });
    for (const gateway of [
      { payment_gateway: '1', bank_group_ids: [] },
      { payment_gateway: '1', bank_group_ids: [ewalletGroup] },
    ]) {
      const res = await manager.post('/api/staff/roles', { name: 'Wide', permissions: [], ...gateway });
      expect(res.statusCode, JSON.stringify(gateway)).toBe(403);
      expect(res.json().message).toBe(ROLE_OUTRANKS);
    }
    expect((await admin.get('/api/staff/roles?q=Wide')).json().meta.total).toBe(0);
  });

  it('reads bank groups as a subset: a role of some groups hands out only those, or none', async () => {
    const grouped = await operatorWithRole(app, admin, ['roles.view', 'roles.manage'], {
      payment_gateway: '1',
      bank_group_ids: [onlineGroup],
    });
    const attempt = (name: string, payment_gateway: '0' | '1', bank_group_ids: number[]) =>
      grouped.client.post('/api/staff/roles', {
        name,
        permissions: ['roles.view'],
        payment_gateway,
        bank_group_ids,
      });
    expect((await attempt('Same groups', '1', [onlineGroup])).statusCode).toBe(200);
    expect((await attempt('Gateway off', '0', [])).statusCode).toBe(200);
    expect((await attempt('More groups', '1', [onlineGroup, ewalletGroup])).statusCode).toBe(403);
    expect((await attempt('Every group', '1', [])).statusCode).toBe(403);
  });

  it('cannot strip, deactivate or rename a stronger role, nor create one', async () => {
    const finance = await createRole('Finance', {
      permissions: ['deposits.view', 'deposits.approve', 'withdrawals.approve'],
      payment_gateway: '0',
    });
    const strong = await operatorWithRole(app, admin, ['deposits.view', 'withdrawals.approve'], {
      payment_gateway: '0',
    });
    await refusedEdit(finance, { permissions: ['deposits.view'] });
    await refusedEdit(finance, { status: 'inactive' });
    await refusedEdit(finance, { name: 'Renamed' });
    await refusedEdit(strong.roleId, { status: 'inactive' });
    expect((await strong.client.get('/api/staff/auth/me')).statusCode).toBe(200);
    const superRole = (await admin.get('/api/staff/auth/me')).json().role.id as number;
    await refusedEdit(superRole, { permissions: ['roles.view'] });

    const create = await manager.post('/api/staff/roles', {
      name: 'Stronger',
      permissions: ['deposits.view', 'withdrawals.approve'],
      payment_gateway: '0',
    });
    expect(create.statusCode).toBe(403);
    expect(create.json().message).toBe(ROLE_OUTRANKS);
  });

  it('cannot raise a weaker role above its rank', async () => {
    const weak = await createRole('Viewer', { permissions: ['deposits.view'], payment_gateway: '0' });
    await refusedEdit(weak, { permissions: ['deposits.view', 'withdrawals.approve'] });
  });

  it('creates, edits and deactivates roles within its rank', async () => {
    const created = await manager.post('/api/staff/roles', {
      name: 'Junior desk',
      permissions: ['deposits.view'],
      payment_gateway: '0',
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id as number;
    const edit = await manager.put(`/api/staff/roles/${id}`, {
      ...(await bodyOf(id)),
      permissions: ['deposits.view', 'deposits.approve'],
      status: 'inactive',
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().data).toMatchObject({
      permissions: ['deposits.view', 'deposits.approve'],
      status: 'inactive',
    });
  });

  it('lets Super Admin act on any role but its own', async () => {
    const res = await admin.put(`/api/staff/roles/${managerRole}`, {
      ...(await bodyOf(managerRole)),
      payment_gateway: '1',
      bank_group_ids: [onlineGroup],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ payment_gateway: '1', bank_group_ids: [onlineGroup] });
    const superRole = (await admin.get('/api/staff/auth/me')).json().role.id as number;
    const own = await admin.put(`/api/staff/roles/${superRole}`, {
      name: 'Super Admin',
      permissions: [...ALL_PERMISSIONS],
      payment_gateway: '1',
      status: 'active',
    });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(OWN_ACCESS);
  });

  it('keeps another Super Admin role whole even for Super Admin', async () => {
    const [second] = await app.ctx.db
      .insert(roles)
      .values({ name: 'Second Super', permissions: [...ALL_PERMISSIONS], isSuper: true })
      .returning();
    const strip = await admin.put(`/api/staff/roles/${second!.id}`, {
      name: 'Second Super',
      permissions: ['dashboard.view'],
      payment_gateway: '1',
      status: 'active',
    });
    expect(strip.statusCode).toBe(422);
    expect(strip.json().message).toBe('Super Admin always holds every permission and stays active.');
  });

  it("counts each role's own operators", async () => {
    const empty = await createRole('Nobody here', {});
    const two = await createRole('Two here', {});
    for (const n of [1, 2])
      expect(
        (
          await admin.post('/api/staff/operators', {
            name: `Counted ${n}`,
            username: `counted${n}`,
            password: RANK_TEST_PASSWORD,
            role_id: two,
          })
        ).statusCode,
      ).toBe(200);
    const list = (await admin.get('/api/staff/roles?per_page=100')).json().data as {
      id: number;
      operator_count: number;
    }[];
    const count = (id: number) => list.find((r) => r.id === id)?.operator_count;
    expect(count(empty)).toBe(0);
    expect(count(two)).toBe(2);
    expect(count(managerRole)).toBe(1);
    expect((await role(two)).operator_count).toBe(2);
    const sorted = (await admin.get('/api/staff/roles?per_page=100&sort=-operator_count')).json().data as {
      operator_count: number;
    }[];
    const counts = sorted.map((r) => r.operator_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });
});
