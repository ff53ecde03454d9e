import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import { staffLoginAttempts } from './login-attempts.table.ts';

/**
 * The counters behind every secret check (secret-check.ts), kept in PostgreSQL so every server
 * instance shares them and a parallel burst cannot slip past them:
 * - per operator (per username at sign-in, or per known browser of that operator, see
 *   known-devices.ts): an exponential backoff. FREE_FAILURES wrong answers go straight through;
 *   after that each attempt must wait 1 s, 2 s, 4 s, ... up to BACKOFF_MAX_MS. The right secret
 *   is never refused for good: once the wait is over it is accepted.
 * - per client address: at most ADDRESS_MAX_FAILURES failed attempts in ADDRESS_WINDOW_MS,
 *   whatever the operators (password spraying); this refuses only that address.
 */
export const FREE_FAILURES = 5;
export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_MAX_MS = 5 * 60_000;
/** After this long without an attempt, a key starts again with its free attempts. */
export const BACKOFF_RESET_MS = 60 * 60_000;
export const ADDRESS_MAX_FAILURES = 50;
export const ADDRESS_WINDOW_MS = 10 * 60_000;

/**
 * Counts one attempt on a backoff key before the secret is checked, in one statement: allowed
 * only once `next_allowed_at` has passed, and then it moves `next_allowed_at` on as if the
 * attempt failed (a success clears the key). A refused attempt is not counted and answers
 * 429 with the seconds to wait.
 */
export async function claimBackoffAttempt(db: Db, key: string, now: Date): Promise<void> {
  const nowIso = now.toISOString();
  const stale = sql`${staffLoginAttempts.nextAllowedAt} < ${new Date(now.getTime() - BACKOFF_RESET_MS).toISOString()}::timestamptz`;
  const failures = sql`case when ${stale} then 1 else ${staffLoginAttempts.failures} + 1 end`;
  // The wait before the next attempt, were this one to fail: none after the first
  // FREE_FAILURES - 1, then 1 s after the FREE_FAILURES-th, doubling up to the cap.
  const waitMs = sql`case when ${failures} < ${FREE_FAILURES} then 0
    else least(${BACKOFF_MAX_MS}, ${BACKOFF_BASE_MS} * power(2, ${failures} - ${FREE_FAILURES})) end`;
  const claimed = await db
    .insert(staffLoginAttempts)
    .values({ key, failures: 1, windowStartedAt: now, nextAllowedAt: now })
    .onConflictDoUpdate({
      target: staffLoginAttempts.key,
      set: {
        failures,
        nextAllowedAt: sql`${nowIso}::timestamptz + make_interval(secs => (${waitMs}) / 1000.0)`,
      },
      setWhere: sql`coalesce(${staffLoginAttempts.nextAllowedAt}, '-infinity') <= ${nowIso}::timestamptz`,
    })
    .returning({ failures: staffLoginAttempts.failures });
  if (claimed.length) return;
  const [row] = await db
    .select({ next: staffLoginAttempts.nextAllowedAt })
    .from(staffLoginAttempts)
    .where(eq(staffLoginAttempts.key, key));
  const seconds = Math.max(1, Math.ceil(((row?.next?.getTime() ?? now.getTime()) - now.getTime()) / 1000));
  throw new DomainError('LOGIN_BACKOFF', { seconds });
}

/**
 * Counts one attempt on a fixed-window key (the client address) before the secret is checked;
 * more than `max` in the window answers 429. `releaseAttempt` takes a successful one back.
 */
export async function countWindowAttempt(db: Db, key: string, now: Date, max: number): Promise<void> {
  const nowIso = now.toISOString();
  const cutoff = new Date(now.getTime() - ADDRESS_WINDOW_MS).toISOString();
  const expired = sql`${staffLoginAttempts.windowStartedAt} < ${cutoff}::timestamptz`;
  const [row] = await db
    .insert(staffLoginAttempts)
    .values({ key, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: staffLoginAttempts.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${staffLoginAttempts.failures} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${nowIso}::timestamptz else ${staffLoginAttempts.windowStartedAt} end`,
      },
    })
    .returning({ failures: staffLoginAttempts.failures });
  if ((row?.failures ?? 0) > max) throw new DomainError('TOO_MANY_REQUESTS');
}

export async function releaseAttempt(db: Db, key: string): Promise<void> {
  await db
    .update(staffLoginAttempts)
    .set({ failures: sql`greatest(0, ${staffLoginAttempts.failures} - 1)` })
    .where(eq(staffLoginAttempts.key, key));
}

export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.delete(staffLoginAttempts).where(eq(staffLoginAttempts.key, key));
}

export const usernameAttemptKey = (username: string) => `login-user:${username.toLowerCase()}`;
export const deviceAttemptKey = (deviceHash: string) => `login-device:${deviceHash}`;
export const operatorAttemptKey = (operatorId: number) => `operator:${operatorId}`;
export const addressAttemptKey = (ip: string) => `address:${ip}`;
