import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { STAFF_SESSION_COOKIE, staffActor, staffOf } from '../../platform/staff-auth.ts';
import { newPasswordSchema, pinSchema } from './credentials.schema.ts';
import {
  changeOwnPassword,
  describeStaff,
  lockSession,
  login,
  logout,
  setOwnPin,
  unlockSession,
} from './staff-auth.service.ts';

const loginBody = z.object({
  username: z.string().trim().min(1).max(100),
  password: z.string().min(1).max(200),
});

/** Staff sign-in, session, lock screen and own profile (issue 5). */
export function staffAuthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const clearCookie = (reply: FastifyReply) =>
    reply.clearCookie(STAFF_SESSION_COOKIE, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: ctx.config.secureCookies,
    });

  return async (app) => {
    app.post(
      '/api/staff/auth/login',
      { config: { permission: 'public' }, schema: { body: loginBody } },
      async (request, reply) => {
        const { secret } = await login(ctx.db, {
          ...request.body,
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
          now: ctx.now(),
        });
        // A session cookie (no Max-Age): closing the browser ends it; the server side expires too.
        reply.setCookie(STAFF_SESSION_COOKIE, secret, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: ctx.config.secureCookies,
        });
        return { status: true };
      },
    );

    app.post(
      '/api/staff/auth/logout',
      { config: { permission: 'authenticated', allowWhenLocked: true } },
      async (request, reply) => {
        await logout(ctx.db, staffOf(request), staffActor(request));
        clearCookie(reply);
        return { status: true };
      },
    );

    app.get(
      '/api/staff/auth/me',
      { config: { permission: 'authenticated', allowWhenLocked: true } },
      (request) => describeStaff(ctx.db, staffOf(request)),
    );

    app.post(
      '/api/staff/auth/lock',
      { config: { permission: 'authenticated', allowWhenLocked: true } },
      async (request) => {
        const staff = staffOf(request);
        if (!staff.locked) await lockSession(ctx.db, staff, staffActor(request));
        return { status: true };
      },
    );

    app.post(
      '/api/staff/auth/unlock',
      {
        config: { permission: 'authenticated', allowWhenLocked: true },
        schema: { body: z.object({ pin: z.string().max(20) }) },
      },
      async (request) => {
        await unlockSession(ctx.db, staffOf(request), request.body.pin, staffActor(request), ctx.now());
        return { status: true };
      },
    );

    app.post(
      '/api/staff/profile/password',
      {
        config: { permission: 'authenticated' },
        schema: {
          body: z.object({ current_password: z.string().min(1).max(200), password: newPasswordSchema }),
        },
      },
      async (request) => {
        const { current_password, password } = request.body;
        await changeOwnPassword(
          ctx.db,
          staffOf(request),
          { currentPassword: current_password, password },
          staffActor(request),
          ctx.now(),
        );
        return { status: true };
      },
    );

    app.post(
      '/api/staff/profile/pin',
      {
        config: { permission: 'authenticated' },
        schema: { body: z.object({ current_password: z.string().min(1).max(200), pin: pinSchema }) },
      },
      async (request) => {
        const { current_password, pin } = request.body;
        await setOwnPin(
          ctx.db,
          staffOf(request),
          { currentPassword: current_password, pin },
          staffActor(request),
          ctx.now(),
        );
        return { status: true };
      },
    );
  };
}
