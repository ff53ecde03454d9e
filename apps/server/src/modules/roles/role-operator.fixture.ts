import type { Permission } from '@topup/contracts/permissions.ts';
import type { App } from '../../app.ts';
import { loginAs, type StaffClient } from '../../test/staff-client.ts';

let created = 0;

/** Long and uncommon, so it passes the staff password policy. */
export const RANK_TEST_PASSWORD = 'Rank-check-passphrase-2026';

/**
 * A fresh role with exactly these permissions (and role fields such as `payment_gateway`), an
 * operator in it made through the admin's own routes, and a signed-in client for that operator.
 */
export async function operatorWithRole(
  app: App,
  admin: StaffClient,
  permissions: Permission[],
  roleFields: Record<string, unknown> = {},
): Promise<{ client: StaffClient; roleId: number; operatorId: number }> {
  created += 1;
  const tag = `${Date.now().toString(36)}${created}`;
  const role = await admin.post('/api/staff/roles', { name: `Role ${tag}`, permissions, ...roleFields });
  if (role.statusCode !== 200) throw new Error(`role: ${role.statusCode} ${role.body}`);
  const roleId = role.json().data.id as number;
  const password = RANK_TEST_PASSWORD;
  const operator = await admin.post('/api/staff/operators', {
    name: `Operator ${tag}`,
    username: `op${tag}`,
    password,
    role_id: roleId,
  });
  if (operator.statusCode !== 200) throw new Error(`operator: ${operator.statusCode} ${operator.body}`);
  const client = await loginAs(app, `op${tag}`, password);
  return { client, roleId, operatorId: operator.json().data.id as number };
}
