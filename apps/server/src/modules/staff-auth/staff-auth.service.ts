import type { StaffMe } from '@topup/contracts/api/staff-auth.ts';
import { ALL_PERMISSIONS } from '@topup/contracts/permissions.ts';
import type { Db } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { assertAcceptablePassword } from '../../platform/password-policy.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import type { StaffActor, StaffPrincipal } from '../../platform/staff-auth.ts';
import {
  operatorCredentials,
  setPasswordHash,
  setPinHash,
  signInCandidate,
  touchLastLogin,
} from '../access/operator-credentials.service.ts';
import {
  createStaffSession,
  endOperatorSessions,
  endSession,
  setSessionLocked,
} from '../access/staff-sessions.service.ts';
import { type Actor, recordActivity } from '../audit/record-activity.ts';
import { getBusinessTimeZone } from '../settings/business-time-zone.ts';
import { knownDeviceOf, rememberDevice } from './known-devices.ts';
import { checkSecret } from './secret-check.ts';
import { clearAttempts, deviceAttemptKey, operatorAttemptKey, usernameAttemptKey } from './secret-limits.ts';

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
  /** The known-device cookie the browser sent, if any. */
  deviceSecret?: string | undefined;
  sessionMaxMs: number;
};

export type LoginResult = {
  secret: string;
  operatorId: number;
  /** A new known-device secret for the browser's cookie (null: it already holds one). */
  deviceSecret: string | null;
};

/**
 * Checks the credentials and opens a session; returns the cookie secrets. The attempt is limited
 * per username, or per browser the operator has signed in with (known-devices.ts), and per address.
 */
export async function login(db: Db, input: LoginInput): Promise<LoginResult> {
  const row = await signInCandidate(db, input.username);
  const device = await knownDeviceOf(db, input.deviceSecret, row?.id, input.now);
  const actor = { kind: 'anonymous', ip: input.ip } as const;
  const outcome = await checkSecret(
    db,
    {
      kind: 'password',
      backoffKey: device ? deviceAttemptKey(device) : usernameAttemptKey(input.username),
      actor,
      operatorId: row?.id ?? null,
      detail: { username: input.username.slice(0, 100) },
      now: input.now,
    },
    // An unknown username is checked against a decoy hash, as slow as a real one.
    async () => (await verifyPassword(row?.passwordHash ?? (await timingDecoy()), input.password)) && !!row,
  );
  if (outcome === 'wrong') throw new DomainError('LOGIN_FAILED');
  // Only after the password is right, so the message cannot be used to probe usernames.
  if (!row?.active) {
    await recordActivity(db, actor, {
      action: 'auth.login_refused',
      targetType: 'operator',
      targetId: row?.id ?? null,
      after: { username: input.username.slice(0, 100), reason: 'inactive' },
    });
    throw new DomainError('ACCOUNT_INACTIVE');
  }
  const operatorId = row.id;
  // The password proves the operator: wrong PINs or passwords given in earlier sessions stop counting.
  await clearAttempts(db, operatorAttemptKey(operatorId));
  return inTransaction(db, async (tx) => {
    const secret = await createStaffSession(tx, operatorId, {
      ip: input.ip,
      userAgent: input.userAgent,
      now: input.now,
      maxMs: input.sessionMaxMs,
    });
    const deviceSecret = await rememberDevice(tx, operatorId, device, input.now);
    await touchLastLogin(tx, operatorId, input.now);
    await recordActivity(
      tx,
      { kind: 'operator', operatorId, ip: input.ip },
      { action: 'auth.login', targetType: 'operator', targetId: operatorId },
    );
    return { secret, operatorId, deviceSecret };
  });
}

export async function logout(db: Db, staff: StaffPrincipal, actor: Actor): Promise<void> {
  await inTransaction(db, async (tx) => {
    await endSession(tx, staff.sessionHash);
    await recordActivity(tx, actor, {
      action: 'auth.logout',
      targetType: 'operator',
      targetId: staff.operatorId,
    });
  });
}

export async function describeStaff(db: Db, staff: StaffPrincipal): Promise<StaffMe> {
  const [operator, timeZone] = await Promise.all([
    operatorCredentials(db, staff.operatorId),
    getBusinessTimeZone(db),
  ]);
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
    time_zone: timeZone,
  };
}

async function setLocked(db: Db, staff: StaffPrincipal, locked: boolean, actor: Actor) {
  await inTransaction(db, async (tx) => {
    await setSessionLocked(tx, staff.sessionHash, locked);
    await recordActivity(tx, actor, {
      action: locked ? 'auth.lock' : 'auth.unlock',
      targetType: 'operator',
      targetId: staff.operatorId,
    });
  });
}

/**
 * The lock is held by the session row, so it survives a reload and holds on every instance.
 * Only a PIN unlocks it, so an operator without one is told to set it and is never locked out.
 */
export async function lockSession(db: Db, staff: StaffPrincipal, actor: Actor): Promise<void> {
  if (!(await operatorCredentials(db, staff.operatorId))?.pinHash) throw new DomainError('PIN_NOT_SET');
  await setLocked(db, staff, true, actor);
}

/** A secret check made inside the operator's session: limited per operator, address and session. */
function sessionCheck(staff: StaffPrincipal, kind: 'pin' | 'current_password', actor: StaffActor, now: Date) {
  return {
    kind,
    backoffKey: operatorAttemptKey(staff.operatorId),
    actor,
    operatorId: staff.operatorId,
    sessionHash: staff.sessionHash,
    now,
  };
}

/** Unlocks the session with the operator's PIN (checkSecret counts and limits the attempts). */
export async function unlockSession(
  db: Db,
  staff: StaffPrincipal,
  pin: string,
  actor: StaffActor,
  now: Date,
): Promise<void> {
  const operator = await operatorCredentials(db, staff.operatorId);
  const pinHash = operator?.pinHash;
  if (!pinHash) throw new DomainError('PIN_NOT_SET');
  const outcome = await checkSecret(db, sessionCheck(staff, 'pin', actor, now), () =>
    verifyPassword(pinHash, pin),
  );
  if (outcome === 'wrong') throw new DomainError('PIN_INCORRECT');
  await setLocked(db, staff, false, actor);
}

async function checkCurrentPassword(
  db: Db,
  staff: StaffPrincipal,
  currentPassword: string,
  actor: StaffActor,
  now: Date,
) {
  const operator = await operatorCredentials(db, staff.operatorId);
  const outcome = await checkSecret(db, sessionCheck(staff, 'current_password', actor, now), async () =>
    operator ? verifyPassword(operator.passwordHash, currentPassword) : false,
  );
  if (outcome === 'wrong')
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
  actor: StaffActor,
  now: Date,
): Promise<void> {
  await checkCurrentPassword(db, staff, input.currentPassword, actor, now);
  assertAcceptablePassword(input.password, staff.username);
  const passwordHash = await hashPassword(input.password);
  await inTransaction(db, async (tx) => {
    await setPasswordHash(tx, staff.operatorId, passwordHash, now);
    await endOperatorSessions(tx, staff.operatorId, staff.sessionHash);
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
  actor: StaffActor,
  now: Date,
): Promise<void> {
  await checkCurrentPassword(db, staff, input.currentPassword, actor, now);
  const before = await operatorCredentials(db, staff.operatorId);
  const pinHash = await hashPassword(input.pin);
  await inTransaction(db, async (tx) => {
    await setPinHash(tx, staff.operatorId, pinHash, now);
    await recordActivity(tx, actor, {
      action: 'profile.pin',
      targetType: 'operator',
      targetId: staff.operatorId,
      before: { pin_set: Boolean(before?.pinHash) },
      after: { pin_set: true },
    });
  });
}
