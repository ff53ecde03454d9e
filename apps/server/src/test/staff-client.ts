import { randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { App } from '../app.ts';
import { DEMO_ADMIN, DEMO_CS } from '../modules/access/access.demo.ts';
import { createTestApp } from './test-app.ts';

const XSRF = 'test-xsrf-token';

export type StaffClient = {
  cookie: string;
  request: (options: InjectOptions) => Promise<LightMyRequestResponse>;
  get: (url: string) => Promise<LightMyRequestResponse>;
  post: (url: string, payload?: object) => Promise<LightMyRequestResponse>;
  put: (url: string, payload?: object) => Promise<LightMyRequestResponse>;
};

/** Headers of a browser tab: the XSRF double-submit pair plus any session cookie. */
export function staffHeaders(sessionCookie?: string): Record<string, string> {
  const cookie = [`XSRF-TOKEN=${XSRF}`, sessionCookie].filter(Boolean).join('; ');
  return { cookie, 'x-xsrf-token': XSRF };
}

/** A client for tests that acts as a signed-in operator (send `remoteAddress` to vary the IP). */
export function staffClient(app: App, sessionCookie?: string): StaffClient {
  const request = (options: InjectOptions) =>
    app.inject({ ...options, headers: { ...staffHeaders(sessionCookie), ...options.headers } });
  return {
    cookie: sessionCookie ?? '',
    request,
    get: (url) => request({ method: 'GET', url }),
    // Like the SPA, every POST carries its own Idempotency-Key (staff money writes require one);
    // `request` sends exactly the headers given, to test replays and a missing key.
    post: (url, payload = {}) =>
      request({ method: 'POST', url, payload, headers: { 'idempotency-key': randomUUID() } }),
    put: (url, payload = {}) => request({ method: 'PUT', url, payload }),
  };
}

/** Signs in through the real login route and returns a client holding the session cookie. */
export async function loginAs(app: App, username: string, password: string): Promise<StaffClient> {
  const res = await staffClient(app).post('/api/staff/auth/login', { username, password });
  if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
  const session = res.cookies.find((c) => c.name === 'staff_session');
  if (!session) throw new Error('login set no staff_session cookie');
  return staffClient(app, `staff_session=${session.value}`);
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
