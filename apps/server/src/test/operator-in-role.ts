import type { Permission } from '@topup/contracts/permissions.ts';
import type { App } from '../app.ts';
import { operators, roles } from '../modules/access/access.table.ts';
import { hashPassword } from '../platform/passwords.ts';
import { loginAs, type StaffClient } from './staff-client.ts';

const PASSWORD = 'Receipt-check-passphrase-2026';
let made = 0;

/**
 * A role with exactly these permissions (and gateway) and a signed-in operator in it, written
 * straight to the database: tests of other rules stay independent of the role and operator
 * routes' own checks.
 */
export async function operatorInRole(
  app: App,
  permissions: Permission[],
  gateway: { paymentGateway?: '0' | '1'; bankGroupIds?: number[] } = {},
): Promise<{ client: StaffClient; operatorId: number; roleId: number }> {
  made += 1;
  const tag = `${Date.now().toString(36)}${made}`;
  const [role] = await app.ctx.db
    .insert(roles)
    .values({ name: `Role ${tag}`, permissions, ...gateway })
    .returning({ id: roles.id });
  const [operator] = await app.ctx.db
    .insert(operators)
    .values({
      name: `Operator ${tag}`,
      username: `op${tag}`,
      passwordHash: await hashPassword(PASSWORD),
      roleId: role!.id,
    })
    .returning({ id: operators.id });
  return { client: await loginAs(app, `op${tag}`, PASSWORD), operatorId: operator!.id, roleId: role!.id };
}
