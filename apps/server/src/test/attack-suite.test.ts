import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { DEMO_ADMIN } from '../modules/access/access.demo.ts';
import {
  type AttackFailure,
  bodyAttacks,
  closeRawAgent,
  concreteUrl,
  oddSpellings,
  paramAttacks,
  queryAttacks,
  rawRequest,
  writeProbeSql,
} from './attack-vectors.ts';
import { type MoneyKit, startMoneyKit } from './money-test-kit.ts';
import { loginAs, type StaffClient, staffClient, staffHeaders } from './staff-client.ts';

const MEMBER_TOKEN = 'demo-member-token';
/** Tables a refused request may legitimately write: the session's sliding expiry and the logs of refusals. */
const LOGGED_TABLES = ['staff_sessions', 'activity_log', 'staff_login_attempts'];
/** Routes that answer with an endless event stream. */
const STREAMS = new Set(['/api/staff/live']);

/**
 * The standing attack suite: every route the app registered (enumerated from
 * Fastify, not a hand list) is called the way an outsider would call it - no session, a member
 * token, a locked session, a session without the permission, a logged-out cookie, odd path
 * spellings, hostile query values, path parameters and bodies - and must never answer 2xx
 * where it refuses, never 5xx, and never write while refusing.
 */
describe('attack suite', () => {
  let kit: MoneyKit;
  let app: App;
  let admin: StaffClient;
  let nobody: StaffClient;
  let locked: StaffClient;
  let loggedOut: StaffClient;
  let sent = 0;
  const failures: AttackFailure[] = [];

  let port = 0;
  const writes = async (): Promise<number> => {
    const result = await app.ctx.db.execute(
      sql`select coalesce(sum(n), 0)::int as n from attack_write_probe`,
    );
    return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n);
  };

  async function send(client: StaffClient | null, options: InjectOptions): Promise<LightMyRequestResponse> {
    sent++;
    return client ? client.request(options) : app.inject(options);
  }

  function note(label: string, options: InjectOptions, res: LightMyRequestResponse, problem: string) {
    if (failures.length < 200)
      failures.push({
        label,
        method: String(options.method),
        url: String(options.url),
        status: res.statusCode,
        problem,
      });
  }

  /** A refused request: 4xx (or the SPA's HTML shell for an address no route matched), nothing written. */
  async function expectRefused(label: string, client: StaffClient | null, options: InjectOptions) {
    const res = await send(client, options);
    const html = String(res.headers['content-type'] ?? '').startsWith('text/html');
    if (res.statusCode >= 500) note(label, options, res, `5xx: ${res.body.slice(0, 200)}`);
    else if (res.statusCode < 400 && !html)
      note(label, options, res, `not refused: ${res.body.slice(0, 120)}`);
    return res;
  }

  /** Any answer but a 5xx; a 4xx writes nothing. */
  async function expectNoCrash(label: string, client: StaffClient | null, options: InjectOptions) {
    const before = await writes();
    const res = await send(client, options);
    if (res.statusCode >= 500) note(label, options, res, `5xx: ${res.body.slice(0, 200)}`);
    else if (res.statusCode >= 400 && (await writes()) !== before)
      note(label, options, res, 'refused but wrote');
    return res;
  }

  beforeAll(async () => {
    kit = await startMoneyKit(); // a real kiosk simulator, so provider calls answer
    app = kit.app;
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
    await app.ctx.database.rawTransaction((exec) => exec(writeProbeSql(LOGGED_TABLES)));
    admin = kit.admin;
    const role = await admin.post('/api/staff/roles', { name: 'Attack Nobody', permissions: [] });
    await admin.post('/api/staff/operators', {
      name: 'Attack Nobody',
      username: 'attacknobody',
      password: 'Empty-tundra-quill-51',
      role_id: role.json().data.id,
    });
    nobody = await loginAs(app, 'attacknobody', 'Empty-tundra-quill-51');
    locked = await loginAs(app, DEMO_ADMIN.username, DEMO_ADMIN.password);
    expect((await locked.post('/api/staff/auth/lock')).statusCode).toBe(200);
    loggedOut = await loginAs(app, DEMO_ADMIN.username, DEMO_ADMIN.password);
    expect((await loggedOut.post('/api/staff/auth/logout')).statusCode).toBe(200);
  });
  let started = 0;
  beforeEach(() => {
    failures.length = 0;
    started = performance.now();
  });
  afterEach((context) => {
    console.info(
      `${context.task.name}: ${Math.round(performance.now() - started)} ms, ${sent} requests so far`,
    );
  });
  afterAll(async () => {
    console.info(`attack suite: ${sent} requests sent`);
    closeRawAgent();
    await kit?.close();
  });

  const guarded = () => app.routes.filter((r) => r.access !== 'public' && r.access !== 'member');
  const payloadFor = (method: string) => (method === 'GET' || method === 'DELETE' ? {} : { payload: {} });

  it('enumerates every route from Fastify, each with a declared access', () => {
    expect(app.routes.length).toBeGreaterThan(100);
    // Undeclared routes fail closed (they need a session); every route should still say what it needs.
    expect(app.routes.filter((r) => !r.declared).map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('refuses every guarded route to callers without a usable session', async () => {
    const anonymousWithoutXsrf = null;
    const strangers: [string, StaffClient | null][] = [
      ['no session', staffClient(app)],
      ['no xsrf pair', anonymousWithoutXsrf],
      ['member token as cookie', staffClient(app, `staff_session=${MEMBER_TOKEN}`)],
      ['garbage cookie', staffClient(app, 'staff_session=%00%ff;;')],
      ['logged-out cookie', loggedOut],
      ['locked session', locked],
    ];
    const before = await writes();
    for (const route of guarded()) {
      const url = concreteUrl(route.url);
      for (const [label, client] of strangers) {
        if (label === 'locked session' && route.allowWhenLocked) continue;
        await expectRefused(label, client, {
          method: route.method as 'GET',
          url,
          ...payloadFor(route.method),
        });
        await expectRefused(`${label} + member token`, client, {
          method: route.method as 'GET',
          url: `${url}?token=${MEMBER_TOKEN}`,
          headers: { authorization: `Bearer ${MEMBER_TOKEN}` },
          ...(route.method === 'GET' ? {} : { payload: { token: MEMBER_TOKEN } }),
        });
      }
      if (route.access !== 'authenticated')
        await expectRefused('no permission', nobody, {
          method: route.method as 'GET',
          url,
          ...payloadFor(route.method),
        });
    }
    expect(failures).toEqual([]);
    expect(await writes()).toBe(before);
  }, 600_000);

  it('refuses odd spellings of every guarded route (encoding, doubled and dotted segments, case, trailing characters)', async () => {
    const send = async (label: string, client: StaffClient, method: string, url: string) => {
      sent++;
      const body = method === 'GET' || method === 'DELETE' ? undefined : '{}';
      const res = await rawRequest(port, method, url, staffHeaders(client.cookie || undefined), body);
      const options = { method: method as 'GET', url };
      const reply = { statusCode: res.statusCode, body: res.body } as LightMyRequestResponse;
      if (res.statusCode >= 500) note(label, options, reply, `5xx: ${res.body.slice(0, 200)}`);
      else if (res.statusCode < 400 && !res.contentType.startsWith('text/html'))
        note(label, options, reply, `not refused: ${res.body.slice(0, 120)}`);
    };
    // Four at a time over keep-alive sockets; nothing here may write, checked once at the end.
    const jobs: (() => Promise<void>)[] = [];
    for (const route of guarded()) {
      oddSpellings(concreteUrl(route.url)).forEach((url, i) => {
        jobs.push(() => send('odd spelling, no session', staffClient(app), route.method, url));
        // The gate does not depend on the spelling once a route matched: sample the other identities.
        if (!route.allowWhenLocked && i % 4 === 0)
          jobs.push(() => send('odd spelling, locked', locked, route.method, url));
        if (route.access !== 'authenticated' && i % 8 === 1)
          jobs.push(() => send('odd spelling, no permission', nobody, route.method, url));
      });
    }
    const before = await writes();
    const worker = async () => {
      for (let job = jobs.pop(); job; job = jobs.pop()) await job();
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
    expect(failures).toEqual([]);
    expect(await writes()).toBe(before);
  }, 600_000);

  it('answers hostile query values and path parameters without a 5xx or a refused write', async () => {
    for (const route of app.routes) {
      const client = route.access === 'member' || route.access === 'public' ? staffClient(app) : admin;
      // The auth routes would sign the suite's own admin out; a stream never ends.
      if (route.url.startsWith('/api/staff/auth/') || STREAMS.has(route.url)) continue;
      if (route.method === 'GET') {
        // A read writes nothing whatever its query: checked once per route to keep the run short.
        const before = await writes();
        for (const query of queryAttacks(route)) {
          const options = { method: 'GET' as const, url: `${concreteUrl(route.url)}?${query}` };
          const res = await send(client, options);
          if (res.statusCode >= 500) note('hostile query', options, res, `5xx: ${res.body.slice(0, 200)}`);
        }
        if ((await writes()) !== before)
          note(
            'hostile query',
            { method: 'GET', url: route.url },
            { statusCode: 0 } as LightMyRequestResponse,
            'a read wrote',
          );
      }
      for (const url of paramAttacks(route.url)) {
        await expectNoCrash('hostile path parameter', client, {
          method: route.method as 'GET',
          url,
          ...payloadFor(route.method),
        });
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('answers wrong body types and sizes without a 5xx or a refused write', async () => {
    for (const route of app.routes) {
      if (route.method === 'GET' || route.url.startsWith('/api/staff/auth/')) continue;
      const client = route.access === 'member' || route.access === 'public' ? staffClient(app) : admin;
      for (const body of bodyAttacks(route, MEMBER_TOKEN)) {
        await expectNoCrash('hostile body', client, {
          method: route.method as 'POST',
          url: concreteUrl(route.url),
          ...body,
          headers: { ...staffHeaders(client === admin ? admin.cookie : undefined), ...body.headers },
        });
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(10_000);
  }, 600_000);
});
