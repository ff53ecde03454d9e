import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { operators, roles } from './access.table.ts';

/** The operator a sign-in names (any case), with whether the account and its role are active. */
export async function signInCandidate(db: Db, username: string) {
  const [row] = await db
    .select({
      id: operators.id,
      passwordHash: operators.passwordHash,
      operatorStatus: operators.status,
      roleStatus: roles.status,
    })
    .from(operators)
    .innerJoin(roles, eq(roles.id, operators.roleId))
    .where(sql`lower(${operators.username}) = lower(${username})`)
    .limit(1);
  return (
    row && {
      id: row.id,
      passwordHash: row.passwordHash,
      active: row.operatorStatus === 'active' && row.roleStatus === 'active',
    }
  );
}

/** An operator's password and PIN hashes and last sign-in. */
export async function operatorCredentials(db: Db, operatorId: number) {
  const [row] = await db
    .select({
      passwordHash: operators.passwordHash,
      pinHash: operators.pinHash,
      lastLoginAt: operators.lastLoginAt,
    })
    .from(operators)
    .where(eq(operators.id, operatorId))
    .limit(1);
  return row;
}

export async function touchLastLogin(db: Db, operatorId: number, now: Date): Promise<void> {
  await db.update(operators).set({ lastLoginAt: now }).where(eq(operators.id, operatorId));
}

export async function setPasswordHash(db: Db, operatorId: number, passwordHash: string, now: Date) {
  await db.update(operators).set({ passwordHash, updatedAt: now }).where(eq(operators.id, operatorId));
}

export async function setPinHash(db: Db, operatorId: number, pinHash: string, now: Date) {
  await db.update(operators).set({ pinHash, updatedAt: now }).where(eq(operators.id, operatorId));
}
