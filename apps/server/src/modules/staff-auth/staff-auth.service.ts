import { ALL_PERMISSIONS } from '@topup/contracts/permissions.ts';
import type { StaffMe } from '@topup/contracts/staff-session.ts';
import type { Db } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { assertAcceptablePassword } from '../../platform/password-policy.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import type { StaffPrincipal } from '../../platform/staff-auth.ts';
import {
  operatorCredentials,
  setPasswordHash,
  setPinHash,
  signInCandidate,
  touchLastLogin,
} from '../access/operator-credentials.service.ts';
import {
  countPinAttempt,
  createStaffSession,
  endOperatorSessions,
  endSession,
  setSessionLocked,
} from '../access/staff-sessions.service.ts';
import { type Actor, recordActivity } from '../audit/record-activity.ts';
import { knownDeviceOf, rememberDevice } from './known-devices.ts';
import {
  ADDRESS_MAX_FAILURES,
  addressAttemptKey,
  claimBackoffAttempt,
  clearAttempts,
  countWindowAttempt,
  deviceAttemptKey,
  releaseAttempt,
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
 * Counts the attempt on the address and on the username's backoff (or the known browser's)
 * before the password is checked; see login-rate-limit.ts. A backoff refusal takes the address
 * count back, so an operator waiting out a backoff does not use up the address's allowance.
 */
async function claimAttempt(db: Db, input: LoginInput, backoffKey: string): Promise<void> {
  const addressKey = addressAttemptKey(input.ip);
  await countWindowAttempt(db, addressKey, input.now, ADDRESS_MAX_FAILURES);
  try {
    await claimBackoffAttempt(db, backoffKey, input.now);
  } catch (error) {
    await releaseAttempt(db, addressKey);
    throw error;
  }
}

/** A failed sign-in, in the activity log: the username tried, why, and the address. */
async function loginFailed(
  db: Db,
  input: LoginInput,
  operatorId: number | null,
  reason: 'password' | 'unknown_username' | 'inactive',
): Promise<never> {
  await recordActivity(
    db,
    { kind: 'anonymous', ip: input.ip },
    {
      action: 'auth.login_failed',
      targetType: 'operator',
      targetId: operatorId,
      after: { username: input.username.slice(0, 100), reason },
    },
  );
  throw new DomainError(reason === 'inactive' ? 'ACCOUNT_INACTIVE' : 'LOGIN_FAILED');
}

/** Checks the credentials and opens a session; returns the cookie secrets. */
export async function login(db: Db, input: LoginInput): Promise<LoginResult> {
  const row = await signInCandidate(db, input.username);
  const device = await knownDeviceOf(db, input.deviceSecret, row?.id, input.now);
  const backoffKey = device ? deviceAttemptKey(device) : usernameAttemptKey(input.username);
  await claimAttempt(db, input, backoffKey);
  if (!row) {
    await verifyPassword(await timingDecoy(), input.password);
    return loginFailed(db, input, null, 'unknown_username');
  }
  if (!(await verifyPassword(row.passwordHash, input.password)))
    return loginFailed(db, input, row.id, 'password');
  // Only after the password is right, so the message cannot be used to probe usernames.
  if (!row.active) return loginFailed(db, input, row.id, 'inactive');
  await clearAttempts(db, backoffKey);
  await releaseAttempt(db, addressAttemptKey(input.ip));
  const operatorId = row.id;
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
  const operator = await operatorCredentials(db, staff.operatorId);
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
    await setSessionLocked(tx, staff.sessionHash, locked);
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

/** Wrong PINs one session may enter; the last of them signs the session out. */
export const MAX_PIN_FAILURES = 5;

/**
 * Unlocks the session with the operator's PIN. Each attempt is counted on the session row
 * before the PIN is checked (so a parallel burst cannot slip past the count); the
 * MAX_PIN_FAILURES-th wrong PIN revokes the session, and only the password opens a new one.
 * Wrong PINs and the revocation are written to the activity log.
 */
export async function unlockSession(db: Db, staff: StaffPrincipal, pin: string, actor: Actor): Promise<void> {
  const operator = await operatorCredentials(db, staff.operatorId);
  if (!operator?.pinHash) throw new DomainError('PIN_NOT_SET');
  const failures = await countPinAttempt(db, staff.sessionHash);
  if (failures === null) throw new DomainError('LOGIN_REQUIRED');
  if (failures > MAX_PIN_FAILURES) {
    // A parallel attempt after the last allowed one: the session is (being) revoked.
    await endSession(db, staff.sessionHash);
    throw new DomainError('PIN_SESSION_REVOKED');
  }
  if (await verifyPassword(operator.pinHash, pin)) return setLocked(db, staff, false, actor);
  const revoke = failures === MAX_PIN_FAILURES;
  await inTransaction(db, async (tx) => {
    await recordActivity(tx, actor, {
      action: 'auth.pin_failed',
      targetType: 'operator',
      targetId: staff.operatorId,
      after: { failures },
    });
    if (!revoke) return;
    await endSession(tx, staff.sessionHash);
    await recordActivity(tx, actor, {
      action: 'auth.session_revoked',
      targetType: 'operator',
      targetId: staff.operatorId,
      after: { reason: 'pin_failures' },
    });
  });
  throw new DomainError(revoke ? 'PIN_SESSION_REVOKED' : 'PIN_INCORRECT');
}

async function checkCurrentPassword(db: Db, operatorId: number, currentPassword: string) {
  const operator = await operatorCredentials(db, operatorId);
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
  actor: Actor,
  now: Date,
): Promise<void> {
  await checkCurrentPassword(db, staff.operatorId, input.currentPassword);
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
