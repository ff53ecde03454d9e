import type { Db } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import {
  clearSessionSecretFailures,
  countSessionSecretAttempt,
  endSession,
} from '../access/staff-sessions.service.ts';
import { type Actor, recordActivity } from '../audit/record-activity.ts';
import {
  ADDRESS_MAX_FAILURES,
  addressAttemptKey,
  claimBackoffAttempt,
  clearAttempts,
  countWindowAttempt,
  releaseAttempt,
} from './secret-limits.ts';

/**
 * What was asked for: the password at sign-in, the PIN on the lock screen, or the current
 * password confirming a change on the operator's own profile.
 */
export type SecretKind = 'password' | 'pin' | 'current_password';

/** Wrong answers one session may give; the last of them signs the session out. */
export const MAX_SESSION_SECRET_FAILURES = 5;

export type SecretCheck = {
  kind: SecretKind;
  /** The backoff key of whoever the guesses aim at (secret-limits.ts). */
  backoffKey: string;
  /** The activity log's actor; its address is the one counted. */
  actor: Exclude<Actor, { kind: 'system' }>;
  /** The operator whose secret it is (null: an unknown username at sign-in). */
  operatorId: number | null;
  /** The session the check is made in, when there is one: its wrong answers are counted too. */
  sessionHash?: string;
  /** Written with a failure to the activity log (the username tried at sign-in). */
  detail?: Record<string, unknown>;
  now: Date;
};

const REVOKED_MESSAGE: Record<SecretKind, 'PIN_SESSION_REVOKED' | 'SECRET_SESSION_REVOKED'> = {
  password: 'SECRET_SESSION_REVOKED',
  pin: 'PIN_SESSION_REVOKED',
  current_password: 'SECRET_SESSION_REVOKED',
};

/** The codes of a session ended for wrong answers (the route clears its cookies). */
export const SESSION_REVOKED_CODES: ReadonlySet<string> = new Set(Object.values(REVOKED_MESSAGE));

/** Counts the attempt on the address and the backoff key; a backoff refusal gives the address count back. */
async function claimLimits(db: Db, check: SecretCheck, addressKey: string): Promise<void> {
  await countWindowAttempt(db, addressKey, check.now, ADDRESS_MAX_FAILURES);
  try {
    await claimBackoffAttempt(db, check.backoffKey, check.now);
  } catch (error) {
    await releaseAttempt(db, addressKey);
    throw error;
  }
}

async function revokeSession(db: Db, check: SecretCheck, sessionHash: string): Promise<never> {
  await inTransaction(db, async (tx) => {
    await endSession(tx, sessionHash);
    await recordActivity(tx, check.actor, {
      action: 'auth.session_revoked',
      targetType: 'operator',
      targetId: check.operatorId,
      after: { reason: 'secret_failures', kind: check.kind },
    });
  });
  throw new DomainError(REVOKED_MESSAGE[check.kind]);
}

/**
 * The one gate every secret check goes through. Before `verify` runs, the attempt is counted per
 * client address and on the backoff key (429 with the wait while one is over its limit), and on
 * the session when there is one. A right answer clears the backoff and the session's count and
 * answers 'ok'; a wrong one is written to the activity log and answers 'wrong', except the
 * MAX_SESSION_SECRET_FAILURES-th in one session, which ends the session (401).
 */
export async function checkSecret(
  db: Db,
  check: SecretCheck,
  verify: () => Promise<boolean>,
): Promise<'ok' | 'wrong'> {
  const address = check.actor.ip ?? 'unknown';
  const addressKey = addressAttemptKey(address);
  await claimLimits(db, check, addressKey);
  const { sessionHash } = check;
  const sessionFailures = sessionHash ? await countSessionSecretAttempt(db, sessionHash) : null;
  if (sessionHash && sessionFailures === null) throw new DomainError('LOGIN_REQUIRED');
  // A parallel attempt after the last allowed one: the session is (being) revoked by that one.
  if (sessionHash && sessionFailures !== null && sessionFailures > MAX_SESSION_SECRET_FAILURES) {
    await endSession(db, sessionHash);
    throw new DomainError(REVOKED_MESSAGE[check.kind]);
  }

  if (await verify()) {
    await clearAttempts(db, check.backoffKey);
    await releaseAttempt(db, addressKey);
    if (sessionHash) await clearSessionSecretFailures(db, sessionHash);
    return 'ok';
  }
  await recordActivity(db, check.actor, {
    action: 'auth.secret_failed',
    targetType: 'operator',
    targetId: check.operatorId,
    after: {
      kind: check.kind,
      ...check.detail,
      ...(sessionHash ? { session_failures: sessionFailures } : {}),
    },
  });
  if (sessionHash && sessionFailures === MAX_SESSION_SECRET_FAILURES)
    return revokeSession(db, check, sessionHash);
  return 'wrong';
}
