import { randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { App } from '../app.ts';
import { DEMO_ADMIN, DEMO_CS } from '../modules/access/access.demo.ts';
import { sessionXsrfToken, XSRF_COOKIE } from '../platform/security.ts';
import { STAFF_SESSION_COOKIE } from '../platform/staff-auth.ts';
import { createTestApp } from './test-app.ts';

/** The XSRF token of a browser tab before sign-in (any value: a plain double-submit pair). */
const XSRF = 'test-xsrf-token';

export type StaffClient = {
  cookie: string;
  /** The XSRF token the client echoes (the one its session's sign-in set). */
  xsrf: string;
  request: (options: InjectOptions) => Promise<LightMyRequestResponse>;
  get: (url: string) => Promise<LightMyRequestResponse>;
  post: (url: string, payload?: object) => Promise<LightMyRequestResponse>;
  put: (url: string, payload?: object) => Promise<LightMyRequestResponse>;
};

/** The token a signed-in tab holds: its session's own (what the sign-in set as its cookie). */
function xsrfOf(sessionCookie: string | undefined): string {
  const secret = sessionCookie?.match(new RegExp(`(?:^|; )${STAFF_SESSION_COOKIE}=([^;]*)`))?.[1];
  return secret === undefined ? XSRF : sessionXsrfToken(secret);
}

/** Headers of a browser tab: the XSRF cookie and its echo plus any session cookie. */
export function staffHeaders(sessionCookie?: string, xsrf = xsrfOf(sessionCookie)): Record<string, string> {
  const cookie = [`${XSRF_COOKIE}=${xsrf}`, sessionCookie].filter(Boolean).join('; ');
  return { cookie, 'x-xsrf-token': xsrf };
}

/** A client for tests that acts as a signed-in operator (send `remoteAddress` to vary the IP). */
export function staffClient(app: App, sessionCookie?: string, xsrf = xsrfOf(sessionCookie)): StaffClient {
  const request = (options: InjectOptions) =>
    app.inject({ ...options, headers: { ...staffHeaders(sessionCookie, xsrf), ...options.headers } });
  return {
    cookie: sessionCookie ?? '',
    xsrf,
    request,
    get: (url) => request({ method: 'GET', url }),
    // Like the SPA, every POST carries its own Idempotency-Key (staff money writes require one);
    // `request` sends exactly the headers given, to test replays and a missing key.
    post: (url, payload = {}) =>
      request({ method: 'POST', url, payload, headers: { 'idempotency-key': randomUUID() } }),
    put: (url, payload = {}) => request({ method: 'PUT', url, payload }),
  };
}

/**
 * Signs in through the real login route and returns a client holding the session cookie and
 * the XSRF token the login reply set, as a browser would.
 */
export async function loginAs(app: App, username: string, password: string): Promise<StaffClient> {
  const res = await staffClient(app).post('/api/staff/auth/login', { username, password });
  if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
  const session = res.cookies.find((c) => c.name === STAFF_SESSION_COOKIE);
  if (!session) throw new Error('login set no staff_session cookie');
  const xsrf = res.cookies.findLast((c) => c.name === XSRF_COOKIE);
  if (!xsrf) throw new Error('login set no XSRF-TOKEN cookie');
  return staffClient(app, `${STAFF_SESSION_COOKIE}=${session.value}`, xsrf.value);
}

/**
 * A test file's app with the demo admin and CS signed in: opened before its tests, closed after.
 * Read `app`, `admin` and `cs` inside the tests (they exist once `beforeAll` has run).
 */
export function staffTestApp(): { readonly app: App; readonly admin: StaffClient; readonly cs: StaffClient } {
  const state = {} as { app: App; admin: StaffClient; cs: StaffClient };
  beforeAll(async () => {
    state.app = await createTestApp();
    state.admin = await loginAs(state.app, DEMO_ADMIN.username, DEMO_ADMIN.password);
    state.cs = await loginAs(state.app, DEMO_CS.username, DEMO_CS.password);
  });
  afterAll(async () => state.app?.close());
  return state;
}
