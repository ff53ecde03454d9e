import { isPermission } from '@topup/contracts/permissions.ts';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { AppConfig } from '../../platform/config.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Db } from '../../platform/db/client.ts';
import type { StaffPrincipal, StaffSessionResolver } from '../../platform/staff-auth.ts';
import { hashSecret, newSecret } from '../../platform/tokens.ts';
import { operators, roles, staffSessions } from './access.table.ts';

/** How long a staff session lives: `maxMs` after sign-in at most, `idleMs` after its last request. */
export type SessionLimits = { maxMs: number; idleMs: number };
export const sessionLimitsOf = (config: AppConfig): SessionLimits => ({
  maxMs: config.staffSessionMaxMs,
  idleMs: config.staffSessionIdleMs,
});
/** Activity is written to the session row at most this often (so idle time is known to within it). */
const LAST_SEEN_STEP_MS = 60_000;

/**
 * Creates a session row and returns the secret for the cookie. Its absolute end is fixed now
 * (`maxMs` after sign-in); activity never extends it.
 */
export async function createStaffSession(
  db: Db,
  operatorId: number,
  meta: { ip?: string | null; userAgent?: string | null; now: Date; maxMs: number },
): Promise<string> {
  const secret = newSecret();
  await db.insert(staffSessions).values({
    idHash: hashSecret(secret),
    operatorId,
    ip: meta.ip ?? null,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
    createdAt: meta.now,
    lastSeenAt: meta.now,
    expiresAt: new Date(meta.now.getTime() + meta.maxMs),
  });
  return secret;
}

/** The session behind `idHash` with its operator and role, while live (read on every staff request). */
function liveSession(db: Db, idHash: string, now: Date, limits: SessionLimits) {
  return db
    .select({ session: staffSessions, operator: operators, role: roles })
    .from(staffSessions)
    .innerJoin(operators, eq(operators.id, staffSessions.operatorId))
    .innerJoin(roles, eq(roles.id, operators.roleId))
    .where(
      and(
        eq(staffSessions.idHash, idHash),
        gt(staffSessions.expiresAt, now),
        // A shorter lifetime set later applies to sessions already open.
        gt(staffSessions.createdAt, new Date(now.getTime() - limits.maxMs)),
        gt(staffSessions.lastSeenAt, new Date(now.getTime() - limits.idleMs)),
      ),
    )
    .limit(1);
}

/**
 * The live session behind a cookie secret: not past its absolute end, not idle for `idleMs`.
 * Idle counts from the operator's last activity (`reportedIdle` ms before now as the client
 * reports it, else the request itself; null: the request is no activity at all): a tab left
 * polling on an empty desk ends its session like a closed one.
 */
export async function resolveStaffSession(
  db: Db,
  secret: string,
  now: Date,
  limits: SessionLimits,
  reportedIdle: number | null = 0,
): Promise<StaffPrincipal | null> {
  const idHash = hashSecret(secret);
  const [row] = await liveSession(db, idHash, now, limits);
  if (row?.operator.status !== 'active' || row.role.status !== 'active') return null;
  if (reportedIdle !== null && reportedIdle >= limits.idleMs) {
    await db.update(staffSessions).set({ expiresAt: now }).where(eq(staffSessions.idHash, idHash));
    return null;
  }
  if (reportedIdle !== null) {
    const activeAt = new Date(now.getTime() - reportedIdle);
    const step = Math.min(LAST_SEEN_STEP_MS, limits.idleMs / 4);
    if (activeAt.getTime() - row.session.lastSeenAt.getTime() > step)
      await db.update(staffSessions).set({ lastSeenAt: activeAt }).where(eq(staffSessions.idHash, idHash));
  }
  return {
    operatorId: row.operator.id,
    name: row.operator.name,
    username: row.operator.username,
    roleId: row.role.id,
    roleName: row.role.name,
    isSuper: row.role.isSuper,
    permissions: new Set(row.role.permissions.filter(isPermission)),
    paymentGateway: row.role.paymentGateway,
    bankGroupIds: row.role.bankGroupIds,
    sessionHash: idHash,
    locked: row.session.locked,
  };
}

/** The session check platform's staff hook runs on every request (registered in app.ts). */
export function staffSessionResolver(ctx: AppContext): StaffSessionResolver {
  return (secret, reportedIdle) =>
    resolveStaffSession(ctx.db, secret, ctx.now(), sessionLimitsOf(ctx.config), reportedIdle);
}

/** Ends one session (sign-out, revocation). */
export async function endSession(db: Db, sessionHash: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.idHash, sessionHash));
}

/** Ends every session of an operator, or every one but `keepHash` (the caller's own). */
export async function endOperatorSessions(db: Db, operatorId: number, keepHash?: string): Promise<void> {
  await db
    .delete(staffSessions)
    .where(
      and(
        eq(staffSessions.operatorId, operatorId),
        keepHash === undefined ? undefined : ne(staffSessions.idHash, keepHash),
      ),
    );
}

/** Locks or unlocks a session. */
export async function setSessionLocked(db: Db, sessionHash: string, locked: boolean): Promise<void> {
  await db.update(staffSessions).set({ locked }).where(eq(staffSessions.idHash, sessionHash));
}

/**
 * Counts one secret check (PIN, current password) on the session row before the secret is
 * verified; the count so far, or null when the session is gone.
 */
export async function countSessionSecretAttempt(db: Db, sessionHash: string): Promise<number | null> {
  const [counted] = await db
    .update(staffSessions)
    .set({ secretFailures: sql`${staffSessions.secretFailures} + 1` })
    .where(eq(staffSessions.idHash, sessionHash))
    .returning({ failures: staffSessions.secretFailures });
  return counted?.failures ?? null;
}

/** A right answer starts the session's count of wrong ones again. */
export async function clearSessionSecretFailures(db: Db, sessionHash: string): Promise<void> {
  await db.update(staffSessions).set({ secretFailures: 0 }).where(eq(staffSessions.idHash, sessionHash));
}
