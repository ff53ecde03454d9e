import type { Permission } from '@topup/contracts/permissions.ts';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { DomainError } from './errors.ts';

export const STAFF_SESSION_COOKIE = 'staff_session';

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
    /**
     * The body field holding a secret the route checks (a password or PIN): the route checks it
     * through the secret limiter (staff-auth/secret-check.ts), as the attack suite verifies.
     */
    secretCheck?: string;
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

/**
 * The live session behind a cookie secret, or null (none, ended, idle, inactive operator).
 * `reportedIdle`: the operator's idle ms the request reports (see reportedIdleMs). The access
 * module provides it (platform reads no table); app.ts passes it to registerStaffAuth.
 */
export type StaffSessionResolver = (
  secret: string,
  reportedIdle: number | null,
) => Promise<StaffPrincipal | null>;

export function can(staff: StaffPrincipal, permission: Permission): boolean {
  return staff.isSuper || staff.permissions.has(permission);
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

/** Every route, the access it declared and its schema, for the permission and attack tests. */
export type StaffRouteEntry = {
  method: string;
  url: string;
  access: StaffRouteAccess;
  /** False when the route declared nothing (and so needs a staff session). */
  declared: boolean;
  allowWhenLocked: boolean;
  /** The body field of the secret the route checks, if it checks one (`config.secretCheck`). */
  secretCheck: string | undefined;
  schema: FastifySchema | undefined;
};

export function registerStaffAuth(
  app: FastifyInstance,
  resolveSession: StaffSessionResolver,
  routes: StaffRouteEntry[],
) {
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
        get secretCheck() {
          return route.config?.secretCheck;
        },
        schema: route.schema,
      });
    }
  });

  // onRequest, not preHandler: access is decided before the body is parsed or validated, so
  // a caller without a session or permission learns nothing from validation errors. The
  // decision reads the matched route's declaration, never the raw address: the router decodes
  // and normalises spellings such as /api/%73taff/ that a prefix test on request.url misses.
  // Callback style: an open route (every member call) passes without a promise; the rest wait
  // for the session lookup.
  app.addHook('onRequest', (request: FastifyRequest, _reply, done) => {
    if (request.is404) return done();
    const config = request.routeOptions.config;
    const access = config?.permission ?? 'authenticated';
    if (isOpenAccess(access)) return done();
    checkStaff(request, access, resolveSession).then(() => done(), done);
  });
}

async function checkStaff(
  request: FastifyRequest,
  access: Exclude<StaffRouteAccess, 'public' | 'member'>,
  resolveSession: StaffSessionResolver,
) {
  const secret = request.cookies[STAFF_SESSION_COOKIE];
  const staff = secret ? await resolveSession(secret, reportedIdleMs(request)) : null;
  if (!staff) throw new DomainError('LOGIN_REQUIRED');
  request.staff = staff;
  if (staff.locked && !request.routeOptions.config?.allowWhenLocked) throw new DomainError('SESSION_LOCKED');
  if (access !== 'authenticated' && !can(staff, access)) throw new DomainError('FORBIDDEN');
}

/** The signed-in operator of a staff route (the onRequest hook has checked it). */
export function staffOf(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw new DomainError('LOGIN_REQUIRED');
  return request.staff;
}

/** An operator as the activity log's actor (audit's `Actor` is this or a member, anonymous or system). */
export type StaffActor = { kind: 'operator'; operatorId: number; ip: string | null };

/** The activity-log actor of a staff request: the operator and the client IP. */
export function staffActor(request: FastifyRequest): StaffActor {
  return { kind: 'operator', operatorId: staffOf(request).operatorId, ip: request.ip ?? null };
}
