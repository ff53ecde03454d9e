import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { DEMO_ADMIN } from '../modules/access/access.demo.ts';
import { MAX_SESSION_SECRET_FAILURES } from '../modules/staff-auth/secret-check.ts';
import { FREE_FAILURES } from '../modules/staff-auth/secret-limits.ts';
import type { StaffRouteEntry } from '../platform/staff-auth.ts';
import { schemaKeys } from './attack-vectors.ts';
import { loginAs, type StaffClient, staffClient } from './staff-client.ts';
import { createTestApp } from './test-app.ts';

const PASSWORD = 'Secret-guessing-passphrase-2026';
const PIN = '593817';

/** Body fields that carry a password or PIN, by name. */
const SECRET_FIELD = /pass(word|code)?|(^|_)pin$|secret|otp/i;

/**
 * Routes whose body carries a secret they set, not one they check against the caller's: they
 * need no limiter. Any other route with a secret field must declare `config.secretCheck`.
 */
const SETS_A_SECRET = new Set([
  'POST /api/staff/operators', // a new operator's password
  'PUT /api/staff/operators/:id', // another operator's new password
  'POST /api/staff/member-accounts/:id/password', // a game account's new password
  'POST /api/staff/products', // a provider kiosk's PIN and game password
  'PUT /api/staff/products/:id',
  // The first operator's password and PIN; its one-time setup code is 128 random bits, not guessable.
  'POST /api/staff/first-run',
]);

/** The routes that check a secret today: the enumeration must find at least these. */
const KNOWN_SECRET_CHECKS = [
  'POST /api/staff/auth/login',
  'POST /api/staff/auth/unlock',
  'POST /api/staff/profile/password',
  'POST /api/staff/profile/pin',
];

const routeName = (route: StaffRouteEntry) => `${route.method} ${route.url}`;

/**
 * The standing attack suite's secret-guessing case: every route Fastify registered that checks
 * a password or PIN (found by its body schema and its `config.secretCheck`, not a hand list) is
 * guessed on, and must refuse the right secret after the 5 free wrong guesses (429 wait, or 401
 * with the session revoked), with every wrong guess in the activity log. A new secret route
 * without the limiter fails here.
 */
describe('attack suite: guessing secrets', () => {
  let app: App;
  let admin: StaffClient;
  let count = 0;
  beforeAll(async () => {
    app = await createTestApp();
    admin = await loginAs(app, DEMO_ADMIN.username, DEMO_ADMIN.password);
  });
  afterAll(async () => app.close());

  const secretFields = (route: StaffRouteEntry) =>
    schemaKeys(route.schema?.body).filter((key) => SECRET_FIELD.test(key));
  const secretChecks = () => app.routes.filter((route) => route.secretCheck !== undefined);

  it('finds every route that takes a secret, and each checks it through the limiter or only sets it', () => {
    const withSecrets = app.routes.filter((route) => secretFields(route).length > 0).map(routeName);
    expect(withSecrets).toEqual(expect.arrayContaining(KNOWN_SECRET_CHECKS));
    const checked = secretChecks().map(routeName);
    expect(checked.sort()).toEqual(expect.arrayContaining(KNOWN_SECRET_CHECKS));
    const unguarded = withSecrets.filter((name) => !checked.includes(name) && !SETS_A_SECRET.has(name));
    expect(unguarded).toEqual([]);
    for (const route of secretChecks()) expect(secretFields(route)).toContain(route.secretCheck);
  });

  /** A fresh operator with a known password and PIN, so each route starts with clean counts. */
  async function newOperator(): Promise<{ id: number; username: string }> {
    const roles = (await admin.get('/api/staff/operators/role-options')).json().data;
    const role = roles.find((r: { name: string }) => r.name === 'Customer Service');
    const username = `guessed${++count}`;
    const created = await admin.post('/api/staff/operators', {
      name: `Guessed ${count}`,
      username,
      password: PASSWORD,
      role_id: role.id,
    });
    expect(created.statusCode).toBe(200);
    const own = await loginAs(app, username, PASSWORD);
    expect(
      (await own.post('/api/staff/profile/pin', { current_password: PASSWORD, pin: PIN })).statusCode,
    ).toBe(200);
    return { id: created.json().data.id, username };
  }

  /** A valid body for the route with the secret field set to `secret`; every field must have a sample. */
  function body(route: StaffRouteEntry, username: string, secret: string): Record<string, string> {
    const samples: Record<string, string> = {
      username,
      password: 'Another-guessing-passphrase-2027',
      pin: '246813',
    };
    const out: Record<string, string> = {};
    for (const key of schemaKeys(route.schema?.body)) {
      const value = key === route.secretCheck ? secret : samples[key];
      if (value === undefined)
        throw new Error(`${routeName(route)}: add a sample value for body field '${key}'`);
      out[key] = value;
    }
    return out;
  }

  it(`refuses the right secret after ${FREE_FAILURES} wrong guesses on every route that checks one`, async () => {
    expect(MAX_SESSION_SECRET_FAILURES).toBe(FREE_FAILURES);
    const routes = secretChecks();
    expect(routes.length).toBeGreaterThanOrEqual(KNOWN_SECRET_CHECKS.length);
    for (const route of routes) {
      const operator = await newOperator();
      const isPin = route.secretCheck === 'pin';
      const right = isPin ? PIN : PASSWORD;
      const wrong = isPin ? '000000' : 'Wrong-guess-passphrase-0000';
      const client =
        route.access === 'public' ? staffClient(app) : await loginAs(app, operator.username, PASSWORD);
      const send = (secret: string) =>
        client.request({
          method: route.method as 'POST',
          url: route.url,
          payload: body(route, operator.username, secret),
        });

      for (let i = 1; i < FREE_FAILURES; i++) {
        const res = await send(wrong);
        expect(res.statusCode, `${routeName(route)} wrong guess ${i}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${routeName(route)} wrong guess ${i}`).toBeLessThan(429);
      }
      const last = await send(wrong);
      expect([401, 422], `${routeName(route)} wrong guess ${FREE_FAILURES}`).toContain(last.statusCode);
      const after = await send(right);
      expect(
        [401, 429],
        `${routeName(route)}: the right secret after ${FREE_FAILURES} wrong guesses`,
      ).toContain(after.statusCode);

      const log = await admin.get('/api/staff/activity-log?action=auth.secret_failed&per_page=100');
      const failures = (log.json().data as { target_id: string | null }[]).filter(
        (row) => row.target_id === String(operator.id),
      );
      expect(failures.length, `${routeName(route)}: failures in the activity log`).toBe(FREE_FAILURES);
    }
  });
});
