import { ALL_PERMISSIONS, type Permission } from '@topup/contracts/permissions.ts';
import type { Db } from '../../platform/db/client.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { operators, roles } from './access.table.ts';

export const DEMO_ADMIN = { username: 'admin', password: 'admin123', pin: '1234' } as const;
export const DEMO_CS = { username: 'cs1', password: 'cs123' } as const;

const CUSTOMER_SERVICE: Permission[] = [
  'dashboard.view',
  'workstation.view',
  'members.view',
  'notes.create',
  'member_accounts.view',
  'deposits.view',
  'deposits.claim',
  'withdrawals.view',
  'withdrawals.claim',
  'transactions.view',
  'follow_up.view',
  'follow_up.settle',
];

export async function seedAccessDemo(db: Db) {
  const [superAdmin] = await db
    .insert(roles)
    .values({ name: 'Super Admin', permissions: [...ALL_PERMISSIONS], isSuper: true })
    .returning();
  const [cs] = await db
    .insert(roles)
    .values({ name: 'Customer Service', permissions: CUSTOMER_SERVICE, paymentGateway: '1' })
    .returning();
  await db.insert(operators).values([
    {
      name: 'Administrator',
      username: DEMO_ADMIN.username,
      passwordHash: await hashPassword(DEMO_ADMIN.password),
      pinHash: await hashPassword(DEMO_ADMIN.pin),
      roleId: superAdmin!.id,
    },
    {
      name: 'CS One',
      username: DEMO_CS.username,
      passwordHash: await hashPassword(DEMO_CS.password),
      roleId: cs!.id,
    },
  ]);
}
