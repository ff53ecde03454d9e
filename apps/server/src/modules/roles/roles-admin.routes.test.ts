import { ALL_PERMISSIONS } from '@topup/contracts/permissions.ts';
import { describe, expect, it } from 'vitest';
import { loginAs, staffTestApp } from '../../test/staff-client.ts';
import { RANK_TEST_PASSWORD } from './role-operator.fixture.ts';

describe('roles (list, create, edit)', () => {
  const staff = staffTestApp();

  it('lists roles with operator counts; Super Admin shows every permission', async () => {
    const res = await staff.admin.get('/api/staff/roles?sort=name');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta.total).toBeGreaterThanOrEqual(2);
    const superAdmin = body.data.find((r: { name: string }) => r.name === 'Super Admin');
    expect(superAdmin.is_super).toBe(true);
    expect(superAdmin.operator_count).toBeGreaterThanOrEqual(1);
    expect(superAdmin.permissions).toHaveLength(ALL_PERMISSIONS.length);
  });

  it('creates a role with chosen permissions and payment gateway, then edits it', async () => {
    const created = await staff.admin.post('/api/staff/roles', {
      name: 'Cashier',
      permissions: ['dashboard.view', 'deposits.view', 'deposits.view'],
      payment_gateway: '0',
    });
    expect(created.statusCode).toBe(200);
    const role = created.json().data;
    expect(role).toMatchObject({ name: 'Cashier', payment_gateway: '0', status: 'active', is_super: false });
    expect(role.permissions).toEqual(['dashboard.view', 'deposits.view']);
    const edited = await staff.admin.put(`/api/staff/roles/${role.id}`, {
      name: 'Cashier',
      permissions: ['dashboard.view', 'withdrawals.view'],
      payment_gateway: '1',
      status: 'active',
    });
    expect(edited.json().data.permissions).toEqual(['dashboard.view', 'withdrawals.view']);
    const log = (
      await staff.admin.get(`/api/staff/activity-log?action=role.update&target_id=${role.id}`)
    ).json();
    expect(log.data[0].before.permissions).toEqual(['dashboard.view', 'deposits.view']);
    expect(log.data[0].after.payment_gateway).toBe('1');
  });

  it('refuses unknown permission keys and duplicate names', async () => {
    const unknown = await staff.admin.post('/api/staff/roles', { name: 'Bad', permissions: ['money.print'] });
    expect(unknown.statusCode).toBe(422);
    const duplicate = await staff.admin.post('/api/staff/roles', {
      name: 'customer service',
      permissions: [],
    });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors.name).toEqual(['The role name has already been taken.']);
  });

  it('signs out operators of a deactivated role', async () => {
    const role = (
      await staff.admin.post('/api/staff/roles', { name: 'Temp Role', permissions: ['dashboard.view'] })
    ).json().data;
    await staff.admin.post('/api/staff/operators', {
      name: 'T',
      username: 'temprole',
      password: RANK_TEST_PASSWORD,
      role_id: role.id,
    });
    const temp = await loginAs(staff.app, 'temprole', RANK_TEST_PASSWORD);
    await staff.admin.put(`/api/staff/roles/${role.id}`, {
      name: 'Temp Role',
      permissions: [],
      status: 'inactive',
    });
    expect((await temp.get('/api/staff/auth/me')).statusCode).toBe(401);
  });
});
