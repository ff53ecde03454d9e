import { randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';

export type Inject = (options: InjectOptions) => Promise<LightMyRequestResponse>;

/** The XSRF token before sign-in; the login reply sets the session's own. */
const XSRF = 'demo-seed-xsrf';

/** A reply the demo needs (anything else is a bug in the demo script: stop with the reply). */
async function expectOk(
  res: Promise<LightMyRequestResponse>,
  what: string,
): Promise<Record<string, unknown>> {
  const reply = await res;
  if (reply.statusCode >= 300) throw new Error(`demo: ${what} answered ${reply.statusCode} ${reply.body}`);
  return reply.json();
}

export type DemoStaff = {
  post: (url: string, payload?: object) => Promise<Record<string, unknown>>;
  put: (url: string, payload?: object) => Promise<Record<string, unknown>>;
  get: (url: string) => Promise<Record<string, unknown>>;
};

/** Sessions end after 30 idle minutes (STAFF_IDLE_MINUTES); the demo signs in again before. */
const IDLE_SIGN_IN_MS = 25 * 60 * 1000;

/**
 * An operator signed in through the real login route, acting as the back-office SPA does. It
 * signs in again when it has been idle most of a session's life on the (demo) clock `now`.
 */
export function demoStaff(inject: Inject, username: string, password: string, now: () => number): DemoStaff {
  const headers = (session?: string, xsrf = XSRF) => ({
    cookie: [`XSRF-TOKEN=${xsrf}`, session].filter(Boolean).join('; '),
    'x-xsrf-token': xsrf,
  });
  let cookie = '';
  let xsrf = XSRF;
  let lastUsed = Number.NEGATIVE_INFINITY;
  const signedIn = async () => {
    if (now() - lastUsed > IDLE_SIGN_IN_MS) {
      const login = await inject({
        method: 'POST',
        url: '/api/staff/auth/login',
        payload: { username, password },
        headers: headers(),
      });
      const session = login.cookies.find((c) => c.name === 'staff_session');
      const token = login.cookies.findLast((c) => c.name === 'XSRF-TOKEN');
      if (login.statusCode !== 200 || !session || !token)
        throw new Error(`demo: login ${username}: ${login.body}`);
      cookie = `staff_session=${session.value}`;
      xsrf = token.value;
    }
    lastUsed = now();
    return headers(cookie, xsrf);
  };
  return {
    // Every POST carries its own Idempotency-Key, as the SPA's do.
    post: async (url, payload = {}) =>
      expectOk(
        inject({
          method: 'POST',
          url,
          payload,
          headers: { ...(await signedIn()), 'idempotency-key': randomUUID() },
        }),
        `POST ${url}`,
      ),
    put: async (url, payload = {}) =>
      expectOk(inject({ method: 'PUT', url, payload, headers: await signedIn() }), `PUT ${url}`),
    get: async (url) => expectOk(inject({ method: 'GET', url, headers: await signedIn() }), `GET ${url}`),
  };
}

/** A member-site call from the member's own device; refusals come back as `status: false`. */
export async function memberCall(
  inject: Inject,
  url: string,
  body: object,
  device: string,
): Promise<Record<string, unknown>> {
  const reply = await inject({
    method: 'POST',
    url,
    payload: body,
    remoteAddress: device,
    headers: { 'idempotency-key': randomUUID() },
  });
  return reply.json();
}
