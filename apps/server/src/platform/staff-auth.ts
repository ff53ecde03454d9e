import { isPermission, type Permission } from '@topup/contracts/permissions.ts';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { operators, roles, staffSessions } from '../modules/access/access.table.ts';
import type { Actor } from '../modules/audit/record-activity.ts';
import type { AppConfig } from './config.ts';
import type { AppContext } from './context.ts';
import type { Db } from './db/client.ts';
import { DomainError } from './errors.ts';
import { hashSecret, newSecret } from './tokens.ts';

export const STAFF_SESSION_COOKIE = 'staff_session';

/** How long a staff session lives: `maxMs` after sign-in at most, `idleMs` after its last request. */
export type SessionLimits = { maxMs: number; idleMs: number };
export const sessionLimitsOf = (config: AppConfig): SessionLimits => ({
  maxMs: config.staffSessionMaxMs,
  idleMs: config.staffSessionIdleMs,
});
/** Activity is written to the session row at most this often (so idle time is known to within it). */
const LAST_SEEN_STEP_MS = 60_000;

/**
 * What a route needs, declared in `config.permission`: a permission key, 'authenticated' (any
 * signed-in operator), 'public' (login, health, static files) or 'member' (a member-site
 * endpoint: no staff session and no XSRF pair; the handler checks the member token when it
 * needs one). A route that declares nothing needs a live, unlocked staff session; every route
 * under /api/staff/ must declare one, the server refuses to start otherwise.
 */
export type StaffRouteAccess = Permission | 'authenticated' | 'public' | 'member';

/** Routes that need no staff session. */
export function isOpenAccess(access: StaffRouteAccess): access is 'public' | 'member' {
  return access === 'public' || access === 'member';
}

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: StaffRouteAccess;
    /** Reachable while the session is locked (me, unlock, logout); every other route answers 423. */
    allowWhenLocked?: boolean;
    /** Requested by the client on its own (the live stream): never counts as the operator's activity. */
    background?: boolean;
  }
  interface FastifyRequest {
    staff: StaffPrincipal | null;
  }
}

export type StaffPrincipal = {
  operatorId: number;
  name: string;
  username: string;
  roleId: number;
  roleName: string;
  isSuper: boolean;
  permissions: ReadonlySet<Permission>;
  paymentGateway: string;
  /** The bank groups of the role's payment gateway; empty = every group. */
  bankGroupIds: readonly number[];
  sessionHash: string;
  locked: boolean;
};

export function can(staff: StaffPrincipal, permission: Permission): boolean {
  return staff.isSuper || staff.permissions.has(permission);
}

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

/** The header in which the staff SPA reports the seconds since the operator's last key or click. */
export const USER_IDLE_HEADER = 'x-user-idle';

/**
 * The operator's idle time a request reports, in ms (0 when it reports none; null on a
 * background route). Polls and live refreshes run on their own, so a request alone does not
 * prove anyone is at the desk.
 */
export function reportedIdleMs(request: FastifyRequest): number | null {
  // A request the client makes on its own (the live stream) is never the operator's activity.
  if (request.routeOptions.config?.background) return null;
  const value = request.headers[USER_IDLE_HEADER];
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value)) return 0;
  return Number(value) * 1000;
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
  const rows = await db
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
  const row = rows[0];
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

/** Every route, the access it declared and its schema, for the permission and attack tests. */
export type StaffRouteEntry = {
  method: string;
  url: string;
  access: StaffRouteAccess;
  /** False when the route declared nothing (and so needs a staff session). */
  declared: boolean;
  allowWhenLocked: boolean;
  schema: FastifySchema | undefined;
};

export function registerStaffAuth(app: FastifyInstance, ctx: AppContext, routes: StaffRouteEntry[]) {
  app.decorateRequest('staff', null);

  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/staff/') && !route.config?.permission)
      throw new Error(`Staff route ${route.method} ${route.url} declares no permission`);
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      // Read lazily: a plugin's own onRoute hook (static files) may still declare the access.
      routes.push({
        method,
        url: route.url,
        get access() {
          return route.config?.permission ?? 'authenticated';
        },
        get declared() {
          return route.config?.permission !== undefined;
        },
        get allowWhenLocked() {
          return route.config?.allowWhenLocked === true;
        },
        schema: route.schema,
      });
    }
  });

  // onRequest, not preHandler: access is decided before the body is parsed or validated, so
  // a caller without a session or permission learns nothing from validation errors. The
  // decision reads the matched route's declaration, never the raw address: the router decodes
  // and normalises spellings such as /api/%73taff/ that a prefix test on request.url misses.
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (request.is404) return;
    const config = request.routeOptions.config;
    const access = config?.permission ?? 'authenticated';
    if (isOpenAccess(access)) return;
    const secret = request.cookies[STAFF_SESSION_COOKIE];
    const staff = secret
      ? await resolveStaffSession(
          ctx.db,
          secret,
          ctx.now(),
          sessionLimitsOf(ctx.config),
          reportedIdleMs(request),
        )
      : null;
    if (!staff) throw new DomainError('LOGIN_REQUIRED');
    request.staff = staff;
    if (staff.locked && !config.allowWhenLocked) throw new DomainError('SESSION_LOCKED');
    if (access !== 'authenticated' && !can(staff, access)) throw new DomainError('FORBIDDEN');
  });
}

/** The signed-in operator of a staff route (the onRequest hook has checked it). */
export function staffOf(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw new DomainError('LOGIN_REQUIRED');
  return request.staff;
}

export async function touchLastLogin(db: Db, operatorId: number, now: Date) {
  await db.update(operators).set({ lastLoginAt: now }).where(eq(operators.id, operatorId));
}

/** The activity-log actor of a staff request: the operator and the client IP. */
export function staffActor(request: FastifyRequest): Actor {
  return { kind: 'operator', operatorId: staffOf(request).operatorId, ip: request.ip ?? null };
}
