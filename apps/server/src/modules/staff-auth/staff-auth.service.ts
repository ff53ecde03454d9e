import { ALL_PERMISSIONS } from '@topup/contracts/permissions.ts';
import type { StaffMe } from '@topup/contracts/staff-session.ts';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { createStaffSession, type StaffPrincipal } from '../../platform/staff-auth.ts';
import { operators, roles, staffSessions } from '../access/access.table.ts';
import { type Actor, recordActivity } from '../audit/record-activity.ts';
import {
  clearAttempts,
  countAttempt,
  loginAttemptKey,
  MAX_ATTEMPTS_PER_USERNAME,
  pinAttemptKey,
  usernameAttemptKey,
} from './login-rate-limit.ts';

let dummyHash: Promise<string> | undefined;
/** Verifying against a throwaway hash keeps an unknown username as slow as a wrong password. */
const timingDecoy = () => {
  dummyHash ??= hashPassword('timing-decoy-password');
  return dummyHash;
};

export type LoginInput = {
  username: string;
  password: string;
  ip: string;
  userAgent: string | null;
  now: Date;
};

/** Checks the credentials and opens a session; returns the cookie secret. */
export async function login(db: Db, input: LoginInput): Promise<{ secret: string; operatorId: number }> {
  const key = loginAttemptKey(input.ip, input.username);
  const userKey = usernameAttemptKey(input.username);
  await countAttempt(db, key, input.now);
  await countAttempt(db, userKey, input.now, MAX_ATTEMPTS_PER_USERNAME);
  const [row] = await db
    .select({ operator: operators, role: roles })
    .from(operators)
    .innerJoin(roles, eq(roles.id, operators.roleId))
    .where(sql`lower(${operators.username}) = lower(${input.username})`)
    .limit(1);
  if (!row) {
    await verifyPassword(await timingDecoy(), input.password);
    throw new DomainError('LOGIN_FAILED');
  }
  if (!(await verifyPassword(row.operator.passwordHash, input.password)))
    throw new DomainError('LOGIN_FAILED');
  // Only after the password is right, so the message cannot be used to probe usernames.
  if (row.operator.status !== 'active' || row.role.status !== 'active')
    throw new DomainError('ACCOUNT_INACTIVE');
  await clearAttempts(db, key);
  await clearAttempts(db, userKey);
  const operatorId = row.operator.id;
  const secret = await inTransaction(db, async (tx) => {
    const created = await createStaffSession(tx, operatorId, {
      ip: input.ip,
      userAgent: input.userAgent,
      now: input.now,
    });
    await tx.update(operators).set({ lastLoginAt: input.now }).where(eq(operators.id, operatorId));
    await recordActivity(
      tx,
      { kind: 'operator', operatorId, ip: input.ip },
      { action: 'auth.login', targetType: 'operator', targetId: operatorId },
    );
    return created;
  });
  return { secret, operatorId };
}

export async function logout(db: Db, staff: StaffPrincipal, actor: Actor): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx.delete(staffSessions).where(eq(staffSessions.idHash, staff.sessionHash));
    await recordActivity(tx, actor, {
      action: 'auth.logout',
      targetType: 'operator',
      targetId: staff.operatorId,
    });
  });
}

export async function describeStaff(db: Db, staff: StaffPrincipal): Promise<StaffMe> {
  const [operator] = await db.select().from(operators).where(eq(operators.id, staff.operatorId)).limit(1);
  return {
    operator: {
      id: staff.operatorId,
      name: staff.name,
      username: staff.username,
      has_pin: Boolean(operator?.pinHash),
      last_login_at: operator?.lastLoginAt?.toISOString() ?? null,
    },
    role: {
      id: staff.roleId,
      name: staff.roleName,
      is_super: staff.isSuper,
      payment_gateway: staff.paymentGateway,
    },
    permissions: staff.isSuper
      ? [...ALL_PERMISSIONS]
      : ALL_PERMISSIONS.filter((p) => staff.permissions.has(p)),
    locked: staff.locked,
  };
}

async function setLocked(db: Db, staff: StaffPrincipal, locked: boolean, actor: Actor) {
  await inTransaction(db, async (tx) => {
    await tx.update(staffSessions).set({ locked }).where(eq(staffSessions.idHash, staff.sessionHash));
    await recordActivity(tx, actor, {
      action: locked ? 'auth.lock' : 'auth.unlock',
      targetType: 'operator',
      targetId: staff.operatorId,
    });
  });
}

/** The lock is held by the session row, so it survives a reload and holds on every instance. */
export async function lockSession(db: Db, staff: StaffPrincipal, actor: Actor): Promise<void> {
  await setLocked(db, staff, true, actor);
}

export async function unlockSession(
  db: Db,
  staff: StaffPrincipal,
  pin: string,
  actor: Actor,
  now: Date,
): Promise<void> {
  const [operator] = await db.select().from(operators).where(eq(operators.id, staff.operatorId)).limit(1);
  if (!operator?.pinHash) throw new DomainError('PIN_NOT_SET');
  const key = pinAttemptKey(staff.operatorId);
  await countAttempt(db, key, now);
  if (!(await verifyPassword(operator.pinHash, pin))) throw new DomainError('PIN_INCORRECT');
  await clearAttempts(db, key);
  await setLocked(db, staff, false, actor);
}

async function checkCurrentPassword(db: Db, operatorId: number, currentPassword: string) {
  const [operator] = await db.select().from(operators).where(eq(operators.id, operatorId)).limit(1);
  if (!operator || !(await verifyPassword(operator.passwordHash, currentPassword)))
    throw new DomainError(
      'CURRENT_PASSWORD_WRONG',
      {},
      { fields: { current_password: 'CURRENT_PASSWORD_WRONG' } },
    );
}

/** Changes the operator's own password and signs out their other sessions. */
export async function changeOwnPassword(
  db: Db,
  staff: StaffPrincipal,
  input: { currentPassword: string; password: string },
  actor: Actor,
  now: Date,
): Promise<void> {
  await checkCurrentPassword(db, staff.operatorId, input.currentPassword);
  const passwordHash = await hashPassword(input.password);
  await inTransaction(db, async (tx) => {
    await tx
      .update(operators)
      .set({ passwordHash, updatedAt: now })
      .where(eq(operators.id, staff.operatorId));
    await tx
      .delete(staffSessions)
      .where(
        and(eq(staffSessions.operatorId, staff.operatorId), ne(staffSessions.idHash, staff.sessionHash)),
      );
    await recordActivity(tx, actor, {
      action: 'profile.password',
      targetType: 'operator',
      targetId: staff.operatorId,
    });
  });
}

/** Sets or changes the security PIN; the account password confirms it is really the operator. */
export async function setOwnPin(
  db: Db,
  staff: StaffPrincipal,
  input: { currentPassword: string; pin: string },
  actor: Actor,
  now: Date,
): Promise<void> {
  await checkCurrentPassword(db, staff.operatorId, input.currentPassword);
  const [before] = await db
    .select({ pinHash: operators.pinHash })
    .from(operators)
    .where(eq(operators.id, staff.operatorId));
  const pinHash = await hashPassword(input.pin);
  await inTransaction(db, async (tx) => {
    await tx.update(operators).set({ pinHash, updatedAt: now }).where(eq(operators.id, staff.operatorId));
    await recordActivity(tx, actor, {
      action: 'profile.pin',
      targetType: 'operator',
      targetId: staff.operatorId,
      before: { pin_set: Boolean(before?.pinHash) },
      after: { pin_set: true },
    });
  });
}
