import { randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { type KioskSim, startKioskSim } from '@topup/kiosk-sim/kiosk-server.ts';
import { count, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { banks } from '../modules/banks/banks.table.ts';
import { checkLedgerInvariant, ledgerBalance } from '../modules/ledger/ledger.service.ts';
import { ledgerPostings } from '../modules/ledger/ledger.table.ts';
import { createMemberAccount } from '../modules/member-accounts/member-accounts.service.ts';
import { memberAccounts } from '../modules/member-accounts/member-accounts.table.ts';
import { DEMO_MEMBER_TOKEN } from '../modules/members/members.demo.ts';
import { members } from '../modules/members/members.table.ts';
import { products, providerKiosks } from '../modules/products/products.table.ts';
import { putJsonSetting } from '../modules/settings/settings.service.ts';
import {
  DEFAULT_PROVIDER_TIMINGS,
  PROVIDER_TIMINGS_KEY,
} from '../modules/transactions/provider-calls/provider-timings.ts';
import { providerCalls } from '../modules/transactions/provider-calls.table.ts';
import { transactions } from '../modules/transactions/transactions.table.ts';
import type { Db } from '../platform/db/client.ts';
import { XSRF_COOKIE } from '../platform/security.ts';
import { STAFF_SESSION_COOKIE } from '../platform/staff-auth.ts';
import { providerBalanceOf, quietPoolErrors } from './money-test-kit.ts';
import { type ServerProcess, spawnTsx, startServerProcess } from './server-process.ts';
import { createTestApp } from './test-app.ts';

const ACCOUNTS_UNDER_FAULTS = 8;
const DEPOSIT_ROUTE = 'POST /api/kiosks/*/players/*/deposit';

type Staff = { cookie: string; xsrf: string };

const cookieValue = (setCookies: string[], name: string) =>
  setCookies
    .filter((line) => line.startsWith(`${name}=`))
    .map((line) => line.slice(name.length + 1).split(';')[0]!)
    .at(-1);

/** Signs in on one instance as a browser does: an XSRF pair first, then the reply's cookies. */
async function signIn(base: string): Promise<Staff> {
  const before = randomBytes(16).toString('hex');
  const res = await fetch(`${base}/api/staff/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `${XSRF_COOKIE}=${before}`,
      'x-xsrf-token': before,
    },
    body: JSON.stringify({ username: 'admin', password: 'admin123' }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const session = cookieValue(res.headers.getSetCookie(), STAFF_SESSION_COOKIE);
  const xsrf = cookieValue(res.headers.getSetCookie(), XSRF_COOKIE);
  if (!session || !xsrf) throw new Error('sign-in set no session or XSRF cookie');
  return { cookie: `${STAFF_SESSION_COOKIE}=${session}; ${XSRF_COOKIE}=${xsrf}`, xsrf };
}

const staffPost = (base: string, staff: Staff, path: string, body: object, key = randomUUID()) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: staff.cookie,
      'x-xsrf-token': staff.xsrf,
      'idempotency-key': key,
    },
    body: JSON.stringify(body),
  });

const memberPost = (base: string, path: string, body: object) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: DEMO_MEMBER_TOKEN, ...body }),
  });

/** Server-sent queue events from an open stream until one passes `wanted` (or the time is up). */
async function awaitQueueEvent<T>(stream: ReadableStream<Uint8Array>, wanted: (event: T) => boolean) {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  const timeUp = new Promise<{ done: true; value: undefined }>((resolve) =>
    setTimeout(() => resolve({ done: true, value: undefined }), 15_000),
  );
  let buffer = '';
  try {
    for (;;) {
      const chunk = await Promise.race([reader.read(), timeUp]);
      if (chunk.done) return null;
      buffer += decoder.decode(chunk.value, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block.split('\n').find((line) => line.startsWith('data: '));
        if (!block.startsWith('event: queue') || !data) continue;
        const event = JSON.parse(data.slice('data: '.length)) as T;
        if (wanted(event)) return event;
      }
    }
  } finally {
    await reader.cancel();
  }
}

async function until(condition: () => Promise<boolean>, withinMs: number): Promise<boolean> {
  for (const deadline = Date.now() + withinMs; Date.now() < deadline; ) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return condition();
}

/**
 * Two server processes on one PostgreSQL database, beside a kiosk simulator: what one instance
 * writes or promises (sessions, live events, idempotent replies, provider calls, migrations)
 * holds on the other.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('two server instances on one database (PostgreSQL)', () => {
  let sim: KioskSim;
  let app: App;
  let a: ServerProcess;
  let b: ServerProcess;
  let staff: Staff;
  let bankId: number;
  let accountIds: number[];
  let db: Db;

  const providerBalance = (accountId: number) => providerBalanceOf(db, sim, accountId);
  const rowCount = async (table: typeof transactions | typeof ledgerPostings) =>
    (await db.select({ n: count() }).from(table))[0]!.n;

  beforeAll(async () => {
    sim = await startKioskSim();
    // The demo seed, once, here: a server seeding an empty database would also replay the demo
    // week (half a minute). Both instances then start together on the seeded database.
    app = await createTestApp({
      env: { KIOSK_URL: sim.url, RECONCILE_INTERVAL_MS: '0', PROVIDER_AUDIT_INTERVAL_MS: '0' },
    });
    quietPoolErrors(app);
    db = app.ctx.db;
    await db.update(providerKiosks).set({ baseUrl: sim.url, timeoutMs: 1000 });
    // Resends due a second after a call and every second after, so that faults settle within the test.
    await putJsonSetting(db, PROVIDER_TIMINGS_KEY, {
      ...DEFAULT_PROVIDER_TIMINGS,
      resend_after_ms: 1000,
      resend_backoff_ms: 1000,
      resend_backoff_max_ms: 1000,
      resend_max_tries: 100,
    });
    bankId = (await db.select().from(banks))[0]!.id;
    const [mega] = await db.select().from(products).where(eq(products.name, 'Mega888'));
    accountIds = [];
    for (let i = 0; i < ACCOUNTS_UNDER_FAULTS; i++) {
      const [member] = await db
        .insert(members)
        .values({ name: `two instances ${i}`, phone: `0177${String(100000 + i)}` })
        .returning({ id: members.id });
      accountIds.push((await createMemberAccount(db, member!.id, mega!.id)).id);
    }
    const env = {
      DATABASE_URL: app.ctx.database.url!,
      APP_MODE: 'demo',
      KIOSK_URL: sim.url,
      RATE_LIMIT_PER_MINUTE: '0',
      RECONCILE_INTERVAL_MS: '300',
      PROVIDER_AUDIT_INTERVAL_MS: '0',
      DB_POOL_SIZE: '4',
    };
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    staff = await signIn(a.url);
  }, 240_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await app?.close();
    await sim?.close();
  }, 60_000);

  it('a staff session signed in on A works on B', async () => {
    const me = await fetch(`${b.url}/api/staff/auth/me`, { headers: { cookie: staff.cookie } });
    expect(me.status).toBe(200);
    expect(JSON.stringify(await me.json())).toContain('"admin"');
    const stranger = await fetch(`${b.url}/api/staff/auth/me`);
    expect(stranger.status).toBe(401);
  });

  it("a deposit made through B reaches A's live queue", async () => {
    const live = await fetch(`${a.url}/api/staff/live`, { headers: { cookie: staff.cookie } });
    expect(live.status).toBe(200);
    const [account] = await db
      .select()
      .from(memberAccounts)
      .innerJoin(members, eq(members.id, memberAccounts.memberId))
      .where(eq(members.name, 'demo'));
    const accountId = account!.member_accounts.id;
    const balance = await memberPost(b.url, '/api/pre_deposit/check_balance', {
      member_account_id: accountId,
    });
    expect(balance.status, await balance.clone().text()).toBe(200);
    const event = awaitQueueEvent<{ kind: string; id: number; change: string }>(
      live.body!,
      (e) => e.kind === 'deposit' && e.change === 'created',
    );
    const deposit = await memberPost(b.url, '/api/deposit', {
      member_account_id: accountId,
      amount: 31,
      bank: bankId,
    });
    expect(deposit.status, await deposit.clone().text()).toBe(200);
    const heard = await event;
    expect(heard).not.toBeNull();
    const [created] = await db.select().from(transactions).where(eq(transactions.id, heard!.id));
    expect(created).toMatchObject({ memberAccountId: accountId, amountSen: 3100, type: 'deposit' });
  });

  it("an Idempotency-Key replayed on B answers A's reply and moves nothing", async () => {
    const accountId = accountIds[0]!;
    const balanceBefore = await providerBalance(accountId);
    const transactionsBefore = await rowCount(transactions);
    const key = randomUUID();
    const body = { member_account_id: accountId, amount: 17, bank_id: bankId };
    const onA = await staffPost(a.url, staff, '/api/staff/money/quick-topup', body, key);
    expect(onA.status, await onA.clone().text()).toBe(200);
    const postingsAfterA = await rowCount(ledgerPostings);
    const onB = await staffPost(b.url, staff, '/api/staff/money/quick-topup', body, key);
    expect(onB.status).toBe(200);
    expect(await onB.json()).toEqual(await onA.json());
    expect(await rowCount(transactions)).toBe(transactionsBefore + 1);
    expect(await rowCount(ledgerPostings)).toBe(postingsAfterA);
    expect(await providerBalance(accountId)).toBe(balanceBefore + 1700);
  });

  it('both reconciliation jobs, under lost replies, timeouts and errors, apply each movement once', async () => {
    const startedAt = new Date();
    // Lost replies and timeouts land at the provider first; errors refuse the call.
    sim.faults.add({ route: DEPOSIT_ROUTE, mode: 'lost_reply', when: 'after', probability: 0.3, seed: 1 });
    sim.faults.add({ route: DEPOSIT_ROUTE, mode: 'timeout', when: 'after', probability: 0.3, seed: 2 });
    sim.faults.add({
      route: DEPOSIT_ROUTE,
      mode: 'error',
      status: 503,
      code: 'unavailable',
      probability: 0.2,
      seed: 3,
    });
    const replies = await Promise.all(
      accountIds.map((accountId, i) =>
        staffPost(i % 2 ? b.url : a.url, staff, '/api/staff/money/quick-topup', {
          member_account_id: accountId,
          amount: 10 + i,
          bank_id: bankId,
        }),
      ),
    );
    for (const reply of replies) expect(reply.status, await reply.clone().text()).toBeLessThan(500);
    const calls = () =>
      db.select().from(providerCalls).where(inArray(providerCalls.memberAccountId, accountIds));
    const settled = async () =>
      (await calls()).every((call) => call.status === 'succeeded' || call.status === 'failed');
    // The faults stay on while the two jobs resend, then go, so that every call can settle.
    await until(settled, 6000);
    const hitsByMode = Object.fromEntries(sim.faults.list().map((rule) => [rule.mode, rule.hits]));
    sim.faults.clear();
    expect(await until(settled, 30_000)).toBe(true);

    expect(hitsByMode.lost_reply! + hitsByMode.timeout!, JSON.stringify(hitsByMode)).toBeGreaterThan(0);
    const all = await calls();
    // Resent by the jobs (a lease counts a try), yet one call per movement, never a second reference.
    expect(all.some((call) => call.attempts > 0)).toBe(true);
    expect(new Set(all.map((call) => `${call.transactionId}:${call.purpose}`)).size).toBe(all.length);
    const kioskCodes = (await db.select({ code: providerKiosks.kioskCode }).from(providerKiosks)).map(
      (k) => k.code,
    );
    const applied = new Map<string, number>();
    for (const code of kioskCodes)
      for (const entry of sim.store.kioskScoreLog(sim.store.kiosk(code), { since: startedAt, limit: 10_000 })
        .entries)
        if (entry.reference) applied.set(entry.reference, (applied.get(entry.reference) ?? 0) + 1);
    expect([...applied.values()].every((n) => n === 1)).toBe(true);
    const succeeded = all.filter((call) => call.createdAt >= startedAt && call.status === 'succeeded');
    for (const call of succeeded) expect(applied.get(call.reference)).toBe(1);
    for (const call of all.filter((c) => c.createdAt >= startedAt && c.status === 'failed'))
      expect(applied.has(call.reference)).toBe(false);
    for (const accountId of accountIds)
      expect(await ledgerBalance(db, 'member_account', accountId)).toBe(await providerBalance(accountId));
    expect((await checkLedgerInvariant(db)).ok).toBe(true);
  }, 60_000);

  it('migrations started by two processes at once on an empty database apply once', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `t_migrate_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    try {
      const runs = [0, 1].map(() =>
        spawnTsx('apps/server/src/test/migrate-process.ts', [url.toString()], {}),
      );
      const exits = runs.map(({ child }) => once(child, 'exit'));
      const lines = runs.map(({ child }) =>
        createInterface({ input: child.stdout! })[Symbol.asyncIterator](),
      );
      for (const [i, line] of lines.entries())
        expect((await line.next()).value, runs[i]!.output()).toBe('ready');
      for (const { child } of runs) child.stdin!.write('go\n');
      const results = await Promise.all(
        lines.map(async (line) => JSON.parse((await line.next()).value as string) as { applied: string[] }),
      );
      const codes = (await Promise.all(exits)).map(([code]) => code);
      expect(codes).toEqual([0, 0]);
      const appliedCounts = results.map((r) => r.applied.length).sort((x, y) => x - y);
      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      const { rows } = await check.query(
        'select count(*)::int as files, count(distinct name)::int as names from schema_migrations',
      );
      await check.end();
      expect(appliedCounts[0]).toBe(0);
      expect(rows[0]).toEqual({ files: appliedCounts[1], names: appliedCounts[1] });
      expect(appliedCounts[1]).toBeGreaterThan(0);
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 90_000);
});
