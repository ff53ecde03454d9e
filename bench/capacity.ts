/**
 * `npm run bench:capacity`: a promotion burst against one server process on this machine.
 * Simulated members each sign in and deposit once (POST /api/auth, /api/pre_deposit,
 * /api/pre_deposit/check_balance, /api/deposit) while four operators, each in their own staff
 * session, poll the pending-deposit list and approve (the provider call goes to the kiosk
 * simulator in its own process). All traffic stays on 127.0.0.1. Prints members per minute,
 * deposits and approvals per second, and p50/p99 of every call. Prints figures; never fails on them.
 *
 *   npm run bench:capacity                                   # PostgreSQL: BENCH_DATABASE_URL or bench_capacity on 127.0.0.1
 *   BENCH_PGLITE=1 npm run bench:capacity                    # the embedded database (a temporary data directory)
 *   BENCH_SECONDS=60 BENCH_MEMBERS=24 BENCH_MEMBER_POOL=20000 BENCH_OPERATORS=4 ...
 *
 * BENCH_MEMBERS members are in flight at a time; each completed member is replaced by the next of
 * BENCH_MEMBER_POOL prepared ones. The burst stops after BENCH_SECONDS or when the pool is used
 * up; the operators then get BENCH_DRAIN_SECONDS to empty the queue. The PostgreSQL database
 * named is DROPPED and created again (its name must contain "bench").
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { PreDepositReply } from '@topup/contracts/member-api.ts';
import { eq } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { operators } from '../apps/server/src/modules/access/access.table.ts';
import { seedDemoIfEmpty } from '../apps/server/src/modules/demo/seed-demo.ts';
import { checkLedgerInvariant } from '../apps/server/src/modules/ledger/ledger.service.ts';
import { memberAccounts } from '../apps/server/src/modules/member-accounts/member-accounts.table.ts';
import { members, memberTokens } from '../apps/server/src/modules/members/members.table.ts';
import { products, providerKiosks } from '../apps/server/src/modules/products/products.table.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { type Database, openDatabase } from '../apps/server/src/platform/db/client.ts';
import { migrate } from '../apps/server/src/platform/db/migrate.ts';
import { hashSecret } from '../apps/server/src/platform/tokens.ts';
import { freePort, startServerProcess } from '../apps/server/src/test/server-process.ts';
import { type StaffHeaders, staffHeaders } from '../apps/server/src/test/staff-session.ts';
import { startKiosk } from './bench-machine.ts';
import { freshDatabase } from './fresh-database.mjs';

const onPglite = process.env.BENCH_PGLITE === '1';
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_capacity';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const DRAIN_SECONDS = Number(process.env.BENCH_DRAIN_SECONDS ?? 20);
const IN_FLIGHT = Number(process.env.BENCH_MEMBERS ?? 24);
const POOL = Number(process.env.BENCH_MEMBER_POOL ?? 20_000);
const OPERATORS = Number(process.env.BENCH_OPERATORS ?? 4);
const CALL_TIMEOUT_MS = 30_000;
const DEPOSIT_RM = 30;

// Whatever happens, the bench ends: a hung server or a lost reply cannot keep it running.
const hardStop = setTimeout(
  () => {
    console.error('bench:capacity: hard time limit reached, stopping');
    process.exit(2);
  },
  (SECONDS + DRAIN_SECONDS + 600) * 1000,
);
hardStop.unref();

const kiosk = await startKiosk(await freePort());
const dataDir = onPglite ? mkdtempSync(join(tmpdir(), 'bench-capacity-')) : undefined;
if (!onPglite) await freshDatabase(url);

/** Migrates, seeds the demo data and prepares the members and the operators' sessions. */
async function prepare(database: Database) {
  await migrate(database);
  const config = {
    ...loadConfig({ ...process.env, APP_MODE: 'demo', KIOSK_URL: kiosk.url, RECONCILE_INTERVAL_MS: '0' }),
    logLevel: 'error',
  };
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const { db } = app.ctx;
  await seedDemoIfEmpty(app.ctx);
  await db.update(providerKiosks).set({ baseUrl: kiosk.url });
  const [admin] = await db.select().from(operators).where(eq(operators.username, 'admin'));
  const desks: StaffHeaders[] = [];
  for (let w = 0; w < OPERATORS; w++) {
    const username = `capacity${w}`;
    await db.insert(operators).values({
      name: `Capacity operator ${w}`,
      username,
      passwordHash: admin!.passwordHash,
      roleId: admin!.roleId,
    });
    desks.push(await staffHeaders(app, username));
  }
  const [product] = await db.select().from(products).where(eq(products.name, 'Mega888'));
  // Imported members: a token each and a game account the provider learns of at their first visit.
  const tokens: string[] = [];
  for (let start = 0; start < POOL; start += 500) {
    const batch = Array.from({ length: Math.min(500, POOL - start) }, (_, i) => start + i);
    const rows = await db
      .insert(members)
      .values(batch.map((i) => ({ name: `capacity ${i}`, phone: `018${String(10_000_000 + i)}` })))
      .returning({ id: members.id });
    const batchTokens = batch.map((i) => `capacity-${i}-${randomUUID()}`);
    await db
      .insert(memberTokens)
      .values(rows.map((row, i) => ({ memberId: row.id, tokenHash: hashSecret(batchTokens[i]!) })));
    // The provider names accounts in letters and digits only: a placeholder with a dash can never
    // equal a name it hands another account (the name is unique per product).
    await db.insert(memberAccounts).values(
      rows.map((row, i) => ({
        memberId: row.id,
        productId: product!.id,
        username: `capacity-${start + i}`,
        password: 'imported',
      })),
    );
    tokens.push(...batchTokens);
  }
  await app.close();
  return { desks, tokens, productId: product!.id };
}

const prepareDatabase = await openDatabase(onPglite ? { dataDir } : { url, poolSize: 4 });
const { desks, tokens, productId } = await prepare(prepareDatabase);
await prepareDatabase.close();

const server = await startServerProcess({
  APP_MODE: 'demo',
  DATABASE_URL: onPglite ? '' : url,
  DATA_DIR: dataDir ?? '',
  KIOSK_URL: kiosk.url,
  RATE_LIMIT_PER_MINUTE: '0',
  LOG_LEVEL: 'error',
});

const latencies = new Map<string, number[]>();
const failures = new Map<string, number>();

/** One call to the server, timed; any reply but a 200 (or a `status: false` body) is a failure. */
async function call(name: string, path: string, init: RequestInit): Promise<Record<string, unknown> | null> {
  const started = performance.now();
  try {
    const res = await fetch(`${server.url}${path}`, {
      ...init,
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    const body = (await res.json()) as Record<string, unknown>;
    if (res.status !== 200 || body.status === false) {
      failures.set(`${name} ${res.status}`, (failures.get(`${name} ${res.status}`) ?? 0) + 1);
      return null;
    }
    return body;
  } catch (error) {
    failures.set(`${name} ${String(error)}`, (failures.get(`${name} ${String(error)}`) ?? 0) + 1);
    return null;
  } finally {
    const list = latencies.get(name) ?? [];
    list.push(performance.now() - started);
    latencies.set(name, list);
  }
}

const memberCall = (name: string, path: string, body: object) =>
  call(name, path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

let burstOver = false;
let nextMember = 0;
let membersDone = 0;
let deposits = 0;
let approvals = 0;
let approvalsInBurst = 0;
let conflicts = 0;

/** One member of the burst after another: sign in, open the deposit page, check the balance, deposit. */
async function memberLoop() {
  while (!burstOver && nextMember < tokens.length) {
    const token = tokens[nextMember++]!;
    if (!(await memberCall('auth', '/api/auth', { token }))) continue;
    const page = (await memberCall('pre_deposit', '/api/pre_deposit', { token })) as PreDepositReply | null;
    if (!page || !('data' in page)) continue;
    const accountId = page.data.member_accounts.find((a) => a.product_id === productId)?.id;
    const bankId = Object.values(page.data.banks)[0]?.banks[0]?.value;
    if (!accountId || !bankId) continue;
    if (
      !(await memberCall('check_balance', '/api/pre_deposit/check_balance', {
        token,
        member_account_id: accountId,
      }))
    )
      continue;
    const deposited = await memberCall('deposit', '/api/deposit', {
      token,
      member_account_id: accountId,
      amount: DEPOSIT_RM,
      bank: bankId,
    });
    if (deposited) deposits++;
    membersDone++;
  }
}

const staffInit = (desk: StaffHeaders, method: 'GET' | 'POST'): RequestInit => ({
  method,
  headers: {
    ...desk,
    ...(method === 'POST' ? { 'content-type': 'application/json', 'idempotency-key': randomUUID() } : {}),
  },
  body: method === 'POST' ? '{}' : undefined,
});

/** A desk: reads the pending deposits and approves them from its own place in the list, then reads again. */
async function operatorLoop(desk: StaffHeaders, place: number, until: () => boolean) {
  while (!until()) {
    const page = (await call(
      'staff pending list',
      '/api/staff/money/pending-deposits?per_page=50',
      staffInit(desk, 'GET'),
    )) as { data?: { id: number; status: string }[] } | null;
    const waiting = (page?.data ?? []).filter((row) => row.status === 'pending');
    if (!waiting.length) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      continue;
    }
    // Desks start at different rows, as people at a shared queue do, and still meet at times.
    const from = Math.floor((place / OPERATORS) * waiting.length);
    for (const row of [...waiting.slice(from), ...waiting.slice(0, from)].slice(0, 10)) {
      const started = performance.now();
      const res = await fetch(`${server.url}/api/staff/transactions/${row.id}/approve`, {
        ...staffInit(desk, 'POST'),
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      }).catch(() => null);
      const ms = performance.now() - started;
      // Another desk took it first: the queue's normal race, not a failure of the server.
      if (res?.status === 409) {
        conflicts++;
        continue;
      }
      const list = latencies.get('staff approve') ?? [];
      list.push(ms);
      latencies.set('staff approve', list);
      if (res?.status === 200) {
        approvals++;
        if (!burstOver) approvalsInBurst++;
      } else
        failures.set(`staff approve ${res?.status}`, (failures.get(`staff approve ${res?.status}`) ?? 0) + 1);
    }
  }
}

console.log(
  `bench:capacity on ${onPglite ? 'PGlite (embedded)' : 'PostgreSQL'}: ${IN_FLIGHT} members in flight, ` +
    `${OPERATORS} operators, ${SECONDS} s burst, ${POOL} members prepared`,
);
const burstStarted = performance.now();
const memberRuns = Promise.all(Array.from({ length: IN_FLIGHT }, () => memberLoop()));
let queueEmptyAfterBurst = false;
const drainEnds = () =>
  queueEmptyAfterBurst || performance.now() - burstStarted > (SECONDS + DRAIN_SECONDS) * 1000;
const deskRuns = Promise.all(desks.map((desk, place) => operatorLoop(desk, place, drainEnds)));
const burstTimer = setTimeout(() => {
  burstOver = true;
}, SECONDS * 1000);
await memberRuns;
clearTimeout(burstTimer);
burstOver = true;
const burstSeconds = (performance.now() - burstStarted) / 1000;
const queueWatch = setInterval(() => {
  if (approvals >= deposits) queueEmptyAfterBurst = true;
}, 200);
await deskRuns;
clearInterval(queueWatch);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
console.log(`burst: ${burstSeconds.toFixed(1)} s (${new Date().toISOString()})`);
console.log(
  `members completed: ${membersDone} = ${((membersDone / burstSeconds) * 60).toFixed(0)} members/min`,
);
console.log(`deposits: ${deposits} = ${(deposits / burstSeconds).toFixed(1)}/s`);
console.log(
  `approvals during the burst: ${approvalsInBurst} = ${(approvalsInBurst / burstSeconds).toFixed(1)}/s; ` +
    `all: ${approvals} of ${deposits} deposits; ${conflicts} taken by another desk first`,
);
console.log('call                  count     p50 ms    p99 ms');
for (const [name, list] of latencies) {
  const sorted = [...list].sort((x, y) => x - y);
  console.log(
    `${name.padEnd(20)} ${String(sorted.length).padStart(6)} ${percentile(sorted, 50).toFixed(1).padStart(10)} ${percentile(sorted, 99).toFixed(1).padStart(9)}`,
  );
}
if (failures.size) console.log('failures:', Object.fromEntries(failures));
if ([...failures.keys()].some((key) => / 5\d\d$/.test(key)))
  console.log(`server log (last lines):\n${server.output()}`);

await server.stop();
kiosk.child.kill('SIGTERM');
const checkDatabase = await openDatabase(onPglite ? { dataDir } : { url, poolSize: 1 });
const check = await checkLedgerInvariant(checkDatabase.db);
await checkDatabase.close();
console.log(`ledger invariant: ${check.ok ? 'ok' : 'BROKEN'}`);
if (dataDir) rmSync(dataDir, { recursive: true, force: true });
process.exit(check.ok ? 0 : 1);
