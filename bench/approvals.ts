/**
 * `npm run bench:approvals`: staff approve-deposit end to end on PostgreSQL, through the real
 * route (`POST /api/staff/transactions/:id/approve` via `app.inject`: access, validation, the two
 * database transactions, the provider call over HTTP to a kiosk simulator in its own process,
 * audit, settle). Prints:
 *   - round trips (all, and SQL without the write notifications) and database transactions per
 *     approval, one approval at a time, counted at the pg client; and round trips per approval in
 *     the concurrent phase (where write notifications are shared);
 *   - the CPU per approval in the concurrent phase of the server process, PostgreSQL and the kiosk,
 *     and the ceiling they set: approvals/s if every core did only this work;
 *   - approvals/s with BENCH_WORKERS concurrent operators (each on its own game accounts: one open
 *     provider call per account is the rule);
 *   - how many approvals wait on a lock at a time (hot rows), sampled from pg_locks;
 *   - pgbench's TPC-B-like TPS on the same database server in the same run, for scale, and the
 *     approvals/s and the CPU ceiling as a share of it (the target: 15 %);
 *   - the CPU of one deposit request (the setup's, one at a time) of the server, PostgreSQL and the kiosk;
 *   - the ledger invariant after it all.
 * Prints figures; never fails on them (it fails only when the ledger invariant does).
 *
 *   npm run bench:approvals
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_approvals BENCH_APPROVALS=2000 BENCH_WORKERS=8 ...
 *   BENCH_CPU_PROFILE=/tmp/approvals.cpuprofile ...   # V8 profile of the concurrent phase (Chrome DevTools, speedscope)
 *   BENCH_PGBENCH=0 (skip pgbench), BENCH_PRINT_QUERIES=1 (the statements of one approval; 2: their whole text),
 *   BENCH_ONE_OPERATOR=1 (every worker approves as admin, as the figures before 2026-11-26 17:30),
 *   BENCH_SQL='alter table ...' (run after the migrations: for experiments that bound a cost)
 *
 * The named database is DROPPED and created again (its name must contain "bench").
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { operators } from '../apps/server/src/modules/access/access.table.ts';
import { seedDemoIfEmpty } from '../apps/server/src/modules/demo/seed-demo.ts';
import { checkLedgerInvariant } from '../apps/server/src/modules/ledger/ledger.service.ts';
import { createMemberAccount } from '../apps/server/src/modules/member-accounts/member-accounts.service.ts';
import { members } from '../apps/server/src/modules/members/members.table.ts';
import { products, providerKiosks } from '../apps/server/src/modules/products/products.table.ts';
import { createDeposit } from '../apps/server/src/modules/transactions/money-forms/deposit.service.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { openDatabase } from '../apps/server/src/platform/db/client.ts';
import { migrate } from '../apps/server/src/platform/db/migrate.ts';
import { type StaffHeaders, staffHeaders } from '../apps/server/src/test/staff-session.ts';
import { cpuFigures, pgbenchFigures, pgbenchTps, startCpuMeter, startKiosk } from './bench-machine.ts';
import { freshDatabase } from './fresh-database.mjs';

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_approvals';
const APPROVALS = Number(process.env.BENCH_APPROVALS ?? 2000);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 8);
const ACCOUNTS_PER_WORKER = 4;
const COUNTED = 50;
const KIOSK_PORT = Number(process.env.BENCH_KIOSK_PORT ?? 4191);

/** Round trips the server sends while `counting` is on ('begin' and 'commit' included). */
let counting: string[] | null = null;
/** Every round trip (the concurrent phase's are counted here). */
let sentTotal = 0;
const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
  const config = args[0] as { text?: string } | string;
  sentTotal++;
  counting?.push(typeof config === 'string' ? config : (config.text ?? ''));
  return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

/** The V8 CPU profile of this process (server side: routes, services, driver) until `stop(file)`. */
async function startProfiler() {
  const session = new Session();
  session.connect();
  const post = (method: string) =>
    new Promise<unknown>((resolve, reject) =>
      session.post(method, (error, result) => (error ? reject(error) : resolve(result))),
    );
  await post('Profiler.enable');
  await post('Profiler.start');
  return {
    stop: async (file: string) => {
      const { profile } = (await post('Profiler.stop')) as { profile: unknown };
      writeFileSync(file, JSON.stringify(profile));
      session.disconnect();
    },
  };
}

/**
 * Samples, every 20 ms until stopped, how many of the database's backends wait on a lock (a row
 * another approval holds until it commits), by what they wait on: the hot rows that serialise
 * approvals whatever the CPU.
 */
async function sampleLockWaits() {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let samples = 0;
  const waits = new Map<string, number>();
  let stopped = false;
  const sampling = (async () => {
    while (!stopped) {
      // Past the round-trip count (`counted`): these are the bench's, not the server's.
      const { rows } = (await (originalQuery as (text: string) => Promise<unknown>).call(
        client,
        `select coalesce(l.relation::regclass::text, l.locktype) as on, count(*)::int as n
         from pg_stat_activity a join pg_locks l on l.pid = a.pid and not l.granted
         where a.datname = current_database() group by 1`,
      )) as pg.QueryResult<{ on: string; n: number }>;
      samples++;
      for (const { on, n } of rows) waits.set(on, (waits.get(on) ?? 0) + n);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return async () => {
    stopped = true;
    await sampling;
    await client.end();
    const mean = (n: number) => Number((n / Math.max(samples, 1)).toFixed(2));
    return {
      all: mean([...waits.values()].reduce((a, b) => a + b, 0)),
      on: Object.fromEntries([...waits].map(([on, n]) => [on, mean(n)])),
    };
  };
}

await freshDatabase(url);
const kiosk = await startKiosk(KIOSK_PORT);
const database = await openDatabase({ url, poolSize: loadConfig().dbPoolSize });
await migrate(database);
// An experiment's SQL after the migrations (e.g. a trigger turned off), never in a recorded figure.
if (process.env.BENCH_SQL) await database.rawTransaction((exec) => exec(process.env.BENCH_SQL!));
const config = {
  ...loadConfig({ ...process.env, APP_MODE: 'demo', KIOSK_URL: kiosk.url, RECONCILE_INTERVAL_MS: '0' }),
  logLevel: 'error',
};
const app = await buildApp({ config, database, logger: false });
await app.ready();
const { db } = app.ctx;
await seedDemoIfEmpty(app.ctx);
await db.update(providerKiosks).set({ baseUrl: kiosk.url });
const headers = await staffHeaders(app);
/**
 * Each worker signs in as its own operator (an operator's day and shift summary rows are its
 * own, as at a real desk); BENCH_ONE_OPERATOR=1 has every worker approve as admin, as the
 * figures before 2026-11-26 17:30 UTC did.
 */
const [admin] = await db.select().from(operators).where(eq(operators.username, 'admin'));
const workerHeaders: StaffHeaders[] = [];
for (let w = 0; w < WORKERS; w++) {
  if (process.env.BENCH_ONE_OPERATOR === '1') {
    workerHeaders.push(headers);
    continue;
  }
  const username = `bench${w}`;
  await db.insert(operators).values({
    name: `Bench operator ${w}`,
    username,
    passwordHash: admin!.passwordHash,
    roleId: admin!.roleId,
  });
  workerHeaders.push(await staffHeaders(app, username));
}
const [product] = await db.select().from(products).where(eq(products.name, 'Mega888'));
if (!product) throw new Error('the demo seed has no Mega888');
const bankId = (await app.inject({ method: 'GET', url: '/api/staff/banks?per_page=1', headers })).json()
  .data[0].id as number;

/** One game account per (worker, slot), each its own member, created at the kiosk. */
const accountIds: number[] = [];
for (let i = 0; i < WORKERS * ACCOUNTS_PER_WORKER; i++) {
  const [member] = await db
    .insert(members)
    .values({ name: `bench member ${i}`, phone: `01${String(70000000 + i)}` })
    .returning({ id: members.id });
  accountIds.push((await createMemberAccount(db, member!.id, product.id)).id);
}

async function pendingDeposit(accountId: number): Promise<number> {
  const { deposit } = await createDeposit(db, {
    memberId: null,
    memberAccountId: accountId,
    amountSen: 5000,
    bankId,
    bonusId: null,
    byMember: false,
    actor: { kind: 'system' },
    now: new Date(),
  });
  return deposit.id;
}

async function approve(id: number, as: StaffHeaders = headers): Promise<void> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/staff/transactions/${id}/approve`,
    headers: as,
    payload: {},
  });
  const status = res.json().data?.status;
  if (res.statusCode !== 200 || status !== 'success')
    throw new Error(`approve ${id}: HTTP ${res.statusCode} ${res.body.slice(0, 200)}`);
}

// Warm-up, then one approval at a time with every round trip counted.
for (let i = 0; i < 20; i++) await approve(await pendingDeposit(accountIds[i % accountIds.length]!));
const queue = [];
for (let i = 0; i < COUNTED; i++) queue.push(await pendingDeposit(accountIds[i % accountIds.length]!));
counting = [];
for (const id of queue) await approve(id);
const sent = counting;
counting = null;
const perApproval = (match: (q: string) => boolean) => (sent.filter(match).length / COUNTED).toFixed(1);

// Concurrent: each worker approves deposits on its own accounts. The deposits are requested one
// at a time first, and what one request costs is a figure of its own.
const byWorker: number[][] = Array.from({ length: WORKERS }, () => []);
const depositCpuMeter = startCpuMeter(kiosk.child.pid);
for (let n = 0; n < APPROVALS; n++) {
  const worker = n % WORKERS;
  const slot = Math.floor(n / WORKERS) % ACCOUNTS_PER_WORKER;
  byWorker[worker]!.push(await pendingDeposit(accountIds[worker * ACCOUNTS_PER_WORKER + slot]!));
}
const depositCpu = depositCpuMeter(APPROVALS);
const profiler = process.env.BENCH_CPU_PROFILE ? await startProfiler() : null;
const sentBefore = sentTotal;
const cpuMeter = startCpuMeter(kiosk.child.pid);
const stopSampling = await sampleLockWaits();
const started = performance.now();
await Promise.all(
  byWorker.map(async (ids, worker) => {
    for (const id of ids) await approve(id, workerHeaders[worker]);
  }),
);
const seconds = (performance.now() - started) / 1000;
const sentConcurrent = sentTotal - sentBefore;
const lockWaits = await stopSampling();
const cpu = cpuMeter(APPROVALS);
if (profiler) await profiler.stop(process.env.BENCH_CPU_PROFILE!);

const check = await checkLedgerInvariant(db);
const pgbench = process.env.BENCH_PGBENCH === '0' ? 'not run' : pgbenchTps(url, WORKERS);
const approvalsPerSecond = Math.round(APPROVALS / seconds);
await app.close();
await database.close();
kiosk.child.kill('SIGTERM');
console.log(
  JSON.stringify(
    {
      approvals: APPROVALS,
      workers: WORKERS,
      approvals_per_second: approvalsPerSecond,
      ms_per_approval_at_concurrency: Number(((seconds * 1000) / APPROVALS).toFixed(2)),
      round_trips_per_approval: Number(perApproval(() => true)),
      sql_round_trips_per_approval: Number(perApproval((q) => !/^select pg_notify/.test(q))),
      // Write notifications for other instances are coalesced under load (one in flight).
      round_trips_per_approval_at_concurrency: Number((sentConcurrent / APPROVALS).toFixed(1)),
      // The CPU per approval of the server (this process), PostgreSQL (every backend: keep the
      // machine otherwise quiet) and the kiosk: less noisy than approvals/s on a shared machine.
      ...cpuFigures(cpu),
      // Mean number of the BENCH_WORKERS approvals waiting on a lock at any moment, and on what
      // ('transactionid': a row another transaction holds).
      backends_waiting_on_a_lock: lockWaits.all,
      lock_waits_on: lockWaits.on,
      transactions_per_approval: Number(perApproval((q) => /^\s*begin/i.test(q))),
      ...pgbenchFigures(approvalsPerSecond, cpu, pgbench),
      // One deposit request (the service a member's and a staff request run), one at a time.
      deposit_request_cpu_ms: {
        server: depositCpu.server,
        postgres: depositCpu.postgres,
        kiosk: depositCpu.kiosk,
      },
      ledger_invariant_ok: check.ok,
    },
    null,
    2,
  ),
);
// The statements of the last counted approval, to see where the round trips go.
if (process.env.BENCH_PRINT_QUERIES)
  for (const [i, q] of sent.slice(-Math.round(sent.length / COUNTED)).entries())
    console.log(
      `${i + 1}. ${q.slice(0, Number(process.env.BENCH_PRINT_QUERIES) > 1 ? undefined : 150).replace(/\s+/g, ' ')}`,
    );
if (!check.ok) process.exit(1);
