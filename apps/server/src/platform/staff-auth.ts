import { isPermission, type Permission } from '@topup/contracts/permissions.ts';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { operators, roles, staffSessions } from '../modules/access/access.table.ts';
import type { Actor } from '../modules/audit/record-activity.ts';
import type { AppContext } from './context.ts';
import type { Db } from './db/client.ts';
import { DomainError } from './errors.ts';
import { hashSecret, newSecret } from './tokens.ts';

export const STAFF_SESSION_COOKIE = 'staff_session';
export const STAFF_SESSION_TTL_MS = 12 * 60 * 60 * 1000;

/**
 * What a staff route needs: a permission key, 'authenticated' (any signed-in operator) or
 * 'public' (login). Every route under /api/staff/ must declare one in `config.permission`;
 * the server refuses to start otherwise.
 */
export type StaffRouteAccess = Permission | 'authenticated' | 'public';

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: StaffRouteAccess;
    /** Reachable while the session is locked (me, unlock, logout); every other route answers 423. */
    allowWhenLocked?: boolean;
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
  sessionHash: string;
  locked: boolean;
};

export function can(staff: StaffPrincipal, permission: Permission): boolean {
  return staff.isSuper || staff.permissions.has(permission);
}

/** Creates a session row and returns the secret for the cookie. */
export async function createStaffSession(
  db: Db,
  operatorId: number,
  meta: { ip?: string | null; userAgent?: string | null; now: Date },
): Promise<string> {
  const secret = newSecret();
  await db.insert(staffSessions).values({
    idHash: hashSecret(secret),
    operatorId,
    ip: meta.ip ?? null,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
    expiresAt: new Date(meta.now.getTime() + STAFF_SESSION_TTL_MS),
  });
  return secret;
}

export async function resolveStaffSession(db: Db, secret: string, now: Date): Promise<StaffPrincipal | null> {
  const idHash = hashSecret(secret);
  const rows = await db
    .select({ session: staffSessions, operator: operators, role: roles })
    .from(staffSessions)
    .innerJoin(operators, eq(operators.id, staffSessions.operatorId))
    .innerJoin(roles, eq(roles.id, operators.roleId))
    .where(and(eq(staffSessions.idHash, idHash), gt(staffSessions.expiresAt, now)))
    .limit(1);
  const row = rows[0];
  if (row?.operator.status !== 'active' || row.role.status !== 'active') return null;
  // Sliding expiry, written at most once a minute.
  if (now.getTime() - row.session.lastSeenAt.getTime() > 60_000) {
    await db
      .update(staffSessions)
      .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + STAFF_SESSION_TTL_MS) })
      .where(eq(staffSessions.idHash, idHash));
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
    sessionHash: idHash,
    locked: row.session.locked,
  };
}

/** Every staff route and the access it declared, for the permission-matrix test. */
export type StaffRouteEntry = { method: string; url: string; access: StaffRouteAccess };

export function registerStaffAuth(app: FastifyInstance, ctx: AppContext, routes: StaffRouteEntry[]) {
  app.decorateRequest('staff', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/staff/')) return;
    const access = route.config?.permission;
    if (!access) throw new Error(`Staff route ${route.method} ${route.url} declares no permission`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, access });
    }
  });

  // onRequest, not preHandler: access is decided before the body is parsed or validated, so
  // a caller without a session or permission learns nothing from validation errors.
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const config = request.routeOptions.config;
    const access = config?.permission;
    if (!request.url.startsWith('/api/staff/') || !access || access === 'public') return;
    const secret = request.cookies[STAFF_SESSION_COOKIE];
    const staff = secret ? await resolveStaffSession(ctx.db, secret, ctx.now()) : null;
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
