import { eq } from 'drizzle-orm';
import type { App } from '../app.ts';
import { operators } from '../modules/access/access.table.ts';
import { createStaffSession, sessionLimitsOf } from '../modules/access/staff-sessions.service.ts';
import { sessionXsrfToken, XSRF_COOKIE } from '../platform/security.ts';
import { STAFF_SESSION_COOKIE } from '../platform/staff-auth.ts';

export type StaffHeaders = { cookie: string; 'x-xsrf-token': string };

/**
 * Headers of a signed-in operator for `app.inject` in tests: a real session row and the
 * session's XSRF token (as sign-in sets it), without going through the login route (and its limits).
 */
export async function staffHeaders(app: App, username = 'admin'): Promise<StaffHeaders> {
  const [operator] = await app.ctx.db
    .select()
    .from(operators)
    .where(eq(operators.username, username))
    .limit(1);
  if (!operator) throw new Error(`No operator ${username} in the test database`);
  const secret = await createStaffSession(app.ctx.db, operator.id, {
    now: app.ctx.now(),
    maxMs: sessionLimitsOf(app.ctx.config).maxMs,
  });
  const xsrf = sessionXsrfToken(secret);
  return { cookie: `${STAFF_SESSION_COOKIE}=${secret}; ${XSRF_COOKIE}=${xsrf}`, 'x-xsrf-token': xsrf };
}
