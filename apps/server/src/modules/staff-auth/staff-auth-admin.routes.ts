import {
  changePasswordBodySchema,
  loginBodySchema,
  setPinBodySchema,
  staffMeSchema,
  unlockBodySchema,
  unverifiedReplySchema,
} from '@topup/contracts/api/staff-auth.ts';
import { statusReplySchema } from '@topup/contracts/api/status-reply.ts';
import { formatMessage } from '@topup/contracts/messages.ts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { DomainError } from '../../platform/errors.ts';
import { requestLocale } from '../../platform/locale.ts';
import { sessionXsrfToken, setXsrfCookie } from '../../platform/security.ts';
import { STAFF_SESSION_COOKIE, staffActor, staffOf } from '../../platform/staff-auth.ts';
import { newSecret } from '../../platform/tokens.ts';
import { currentShift } from '../shifts/shift.service.ts';
import { KNOWN_DEVICE_MAX_AGE_S, STAFF_DEVICE_COOKIE } from './known-devices.ts';
import { SESSION_REVOKED_CODES } from './secret-check.ts';
import {
  changeOwnPassword,
  describeStaff,
  lockSession,
  login,
  logout,
  setOwnPin,
  unlockSession,
} from './staff-auth.service.ts';

const done = { 200: statusReplySchema };

/** Staff sign-in, session, lock screen and own profile. */
export function staffAuthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  /** The session is over: its cookie goes, and the XSRF token bound to it makes way for a fresh one. */
  const clearCookie = (reply: FastifyReply) => {
    reply.clearCookie(STAFF_SESSION_COOKIE, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: ctx.config.secureCookies,
    });
    setXsrfCookie(reply, newSecret(), ctx.config.secureCookies);
  };
  /** Runs a secret check made inside the session; a session it revokes loses its cookies. */
  const clearingRevoked = async (reply: FastifyReply, check: () => Promise<void>) => {
    try {
      await check();
    } catch (error) {
      if (error instanceof DomainError && SESSION_REVOKED_CODES.has(error.code)) clearCookie(reply);
      throw error;
    }
    return { status: true as const };
  };

  return async (app) => {
    app.post(
      '/api/staff/auth/login',
      {
        config: { permission: 'public', rateLimited: true, secretCheck: 'password' },
        schema: { body: loginBodySchema, response: done },
      },
      async (request, reply) => {
        const { secret, deviceSecret } = await login(ctx.db, {
          ...request.body,
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
          now: ctx.now(),
          deviceSecret: request.cookies[STAFF_DEVICE_COOKIE],
          sessionMaxMs: ctx.config.staffSessionMaxMs,
        });
        // Sent only to the sign-in route: it marks this browser as one the operator uses.
        if (deviceSecret)
          reply.setCookie(STAFF_DEVICE_COOKIE, deviceSecret, {
            path: '/api/staff/auth/login',
            httpOnly: true,
            sameSite: 'strict',
            secure: ctx.config.secureCookies,
            maxAge: KNOWN_DEVICE_MAX_AGE_S,
          });
        // A session cookie (no Max-Age): closing the browser ends it; the server side expires too.
        reply.setCookie(STAFF_SESSION_COOKIE, secret, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: ctx.config.secureCookies,
        });
        // From now on only the new session's own token passes the XSRF check.
        setXsrfCookie(reply, sessionXsrfToken(secret), ctx.config.secureCookies);
        return { status: true as const };
      },
    );

    app.post(
      '/api/staff/auth/logout',
      { config: { permission: 'authenticated', allowWhenLocked: true }, schema: { response: done } },
      async (request, reply) => {
        await logout(ctx.db, staffOf(request), staffActor(request));
        clearCookie(reply);
        return { status: true as const };
      },
    );

    // Before signing out: what the operator approved in their current shift and nobody verified
    // yet, the very counts the shift close checks, with the spec's 'Deposit (:deposit_count),
    // Withdrawal (:withdrawal_count) not verified.'
    app.get(
      '/api/staff/auth/unverified',
      {
        config: { permission: 'authenticated', allowWhenLocked: true },
        schema: { response: { 200: unverifiedReplySchema } },
      },
      async (request) => {
        const counts = (await currentShift(ctx.db, staffOf(request).operatorId, ctx.now())).unverified;
        const message =
          counts.deposits + counts.withdrawals > 0
            ? formatMessage('NOT_VERIFIED', requestLocale(request), {
                deposit_count: counts.deposits,
                withdrawal_count: counts.withdrawals,
              })
            : null;
        return { data: { ...counts, message } };
      },
    );

    app.get(
      '/api/staff/auth/me',
      {
        config: { permission: 'authenticated', allowWhenLocked: true },
        schema: { response: { 200: staffMeSchema } },
      },
      (request) => describeStaff(ctx.db, staffOf(request)),
    );

    app.post(
      '/api/staff/auth/lock',
      { config: { permission: 'authenticated', allowWhenLocked: true }, schema: { response: done } },
      async (request) => {
        const staff = staffOf(request);
        if (!staff.locked) await lockSession(ctx.db, staff, staffActor(request));
        return { status: true as const };
      },
    );

    app.post(
      '/api/staff/auth/unlock',
      {
        config: { permission: 'authenticated', allowWhenLocked: true, secretCheck: 'pin' },
        schema: { body: unlockBodySchema, response: done },
      },
      (request, reply) =>
        clearingRevoked(reply, () =>
          unlockSession(ctx.db, staffOf(request), request.body.pin, staffActor(request), ctx.now()),
        ),
    );

    app.post(
      '/api/staff/profile/password',
      {
        config: { permission: 'authenticated', secretCheck: 'current_password' },
        schema: { body: changePasswordBodySchema, response: done },
      },
      (request, reply) => {
        const { current_password, password } = request.body;
        return clearingRevoked(reply, () =>
          changeOwnPassword(
            ctx.db,
            staffOf(request),
            { currentPassword: current_password, password },
            staffActor(request),
            ctx.now(),
          ),
        );
      },
    );

    app.post(
      '/api/staff/profile/pin',
      {
        config: { permission: 'authenticated', secretCheck: 'current_password' },
        schema: { body: setPinBodySchema, response: done },
      },
      (request, reply) => {
        const { current_password, pin } = request.body;
        return clearingRevoked(reply, () =>
          setOwnPin(
            ctx.db,
            staffOf(request),
            { currentPassword: current_password, pin },
            staffActor(request),
            ctx.now(),
          ),
        );
      },
    );
  };
}
