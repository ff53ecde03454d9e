import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import { staffLoginAttempts } from './login-attempts.table.ts';

/** Attempts per key (IP + username for login, operator for PIN) within one window. */
export const MAX_ATTEMPTS = 5;
export const ATTEMPT_WINDOW_MS = 10 * 60 * 1000;

/**
 * Counts one attempt before the secret is checked, atomically, in PostgreSQL so that every
 * server instance shares the count and a parallel burst cannot slip past it. A success
 * clears the key; failures accumulate until the window (started by the first failure) ends.
 */
export async function countAttempt(db: Db, key: string, now: Date, max = MAX_ATTEMPTS): Promise<void> {
  const nowIso = now.toISOString();
  const cutoff = new Date(now.getTime() - ATTEMPT_WINDOW_MS).toISOString();
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

export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.delete(staffLoginAttempts).where(eq(staffLoginAttempts.key, key));
}

/**
 * Behind a proxy the client IP comes from X-Forwarded-For, which a caller can vary; this
 * looser bound per username alone caps guessing spread over many addresses.
 */
export const MAX_ATTEMPTS_PER_USERNAME = MAX_ATTEMPTS * 4;
export const usernameAttemptKey = (username: string) => `login-user:${username.toLowerCase()}`;
export const loginAttemptKey = (ip: string, username: string) => `login:${ip}:${username.toLowerCase()}`;
export const pinAttemptKey = (operatorId: number) => `pin:${operatorId}`;
