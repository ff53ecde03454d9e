/**
 * `npm run bench:scale`: p50/p95 of every staff list (filters, searches, sorts, page 1 and a
 * deep page) against the database of `npm run seed:scale`, through the real routes (app.inject:
 * validation, access, SQL, serialisation; no socket). For each case over the target, the SQL it
 * ran is printed with EXPLAIN (ANALYZE, BUFFERS). Prints figures; never fails on them.
 *
 *   npm run bench:scale
 *   SCALE_DATABASE_URL=... BENCH_RUNS=20 BENCH_TARGET_MS=25 BENCH_ONLY=members npm run bench:scale
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { openDatabase } from '../apps/server/src/platform/db/client.ts';
import { staffHeaders } from '../apps/server/src/test/staff-session.ts';

const url = process.env.SCALE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/scale';
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const TARGET_MS = Number(process.env.BENCH_TARGET_MS ?? 25);
const ONLY = process.env.BENCH_ONLY;
const EXPLAIN = process.env.BENCH_EXPLAIN !== '0';

/** Every query the server sends, with its time, while `capturing` is on. */
type Captured = { text: string; values: unknown[]; ms: number };
let capturing: Captured[] | null = null;
const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function patched(this: pg.Client, ...args: unknown[]) {
  const sink = capturing;
  const config = args[0] as { text?: string; values?: unknown[] } | string;
  if (sink) {
    const t0 = performance.now();
    const text = typeof config === 'string' ? config : (config.text ?? '');
    const values = ((typeof config === 'string' ? undefined : config.values) ?? args[1] ?? []) as unknown[];
    const record = () =>
      sink.push({ text, values: Array.isArray(values) ? values : [], ms: performance.now() - t0 });
    // pg.Pool#query passes a callback; direct client use gets a promise.
    const callback = args.at(-1);
    if (typeof callback === 'function')
      args[args.length - 1] = (...cbArgs: unknown[]) => {
        record();
        return callback(...cbArgs);
      };
    const result = (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
    if (result instanceof Promise) void result.then(record, () => {});
    return result;
  }
  return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

const database = await openDatabase({ url, poolSize: 4 });
const config = { ...loadConfig({ ...process.env, APP_MODE: 'production' }), logLevel: 'error' };
const app = await buildApp({ config, database, logger: false });
await app.ready();
const headers = await staffHeaders(app);
const explainer = new pg.Client({ connectionString: url });
await explainer.connect();

type Case = { list: string; name: string; url: string };
const cases: Case[] = [];
const list = (list: string, path: string, variants: Record<string, string>) => {
  for (const [name, query] of Object.entries(variants))
    cases.push({ list, name, url: query ? `${path}?${query}` : path });
};

const year = new Date().getFullYear();
const lastMonth = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
const today = new Date().toISOString().slice(0, 10);
const moneyVariants = {
  'page 1': '',
  'page 2,000': 'page=2000',
  'q=12345 (phone digits)': 'q=12345',
  'q=tan (name)': 'q=tan',
  'q=mega100777 (game ID)': 'q=mega100777',
  'sort amount desc': 'sort=-amount',
  'sort member name': 'sort=member_name',
  'status=complete, last 30 days': `status=complete&from=${lastMonth}&to=${today}`,
  'per_page=100, page 50': 'per_page=100&page=50',
};
list('transactions', '/api/staff/money/transactions', {
  ...moneyVariants,
  'type=withdrawal': 'type=withdrawal',
  'timeout=1': 'timeout=1',
  'fraud=1': 'fraud=1',
});
list('pending deposits', '/api/staff/money/pending-deposits', {
  'page 1': '',
  'q=12345': 'q=12345',
  'sort amount': 'sort=-amount',
});
list('pending withdrawals', '/api/staff/money/pending-withdrawals', { 'page 1': '', 'q=12345': 'q=12345' });
list('transactions (legacy)', '/api/staff/transactions', { 'page 1': '', 'page 2,000': 'page=2000' });
list('members', '/api/staff/members', {
  'page 1': '',
  'page 2,000': 'page=2000',
  'q=12345': 'q=12345',
  'q=tan': 'q=tan',
  'sort name': 'sort=name',
  'sort deposit_count desc': 'sort=-deposit_count',
  'sort last_deposit_at desc': 'sort=-last_deposit_at',
  [`registered in ${year}`]: `from=${year}-01-01&to=${today}`,
});
list('players (game accounts)', '/api/staff/players', {
  'page 1': '',
  'page 2,000': 'page=2000',
  'q=12345': 'q=12345',
  'q=mega100777': 'q=mega100777',
  'sort username': 'sort=username',
});
list('member accounts', '/api/staff/member-accounts', { 'page 1': '', 'q=12345': 'q=12345' });
list('activity log', '/api/staff/activity-log', {
  'page 1': '',
  'page 2,000': 'page=2000',
  'q=approve': 'q=approve',
  'sort operator': 'sort=operator_name',
});
list('bank transactions', '/api/staff/bank-transactions', {
  'page 1': '',
  'page 1,000': 'page=1000',
  'q=TAN': 'q=TAN',
  'sort deposit desc': 'sort=-deposit_sen',
});
list('follow-ups', '/api/staff/follow-ups', { 'page 1': '' });
list('operators', '/api/staff/operators', { 'page 1': '' });

async function timeOnce(target: string): Promise<{ ms: number; status: number }> {
  const t0 = performance.now();
  const res = await app.inject({ method: 'GET', url: target, headers });
  return { ms: performance.now() - t0, status: res.statusCode };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function explain(c: Case) {
  capturing = [];
  await app.inject({ method: 'GET', url: c.url, headers });
  await new Promise((resolve) => setTimeout(resolve, 10));
  const queries = capturing.filter((q) => /^\s*(select|with)/i.test(q.text)).sort((a, b) => b.ms - a.ms);
  capturing = null;
  for (const q of queries.slice(0, 2)) {
    if (q.ms < TARGET_MS / 5) continue;
    const { rows } = await explainer.query(`explain (analyze, buffers) ${q.text}`, q.values);
    console.log(
      `\n    -- ${q.ms.toFixed(1)} ms: ${q.text.slice(0, 400)}${q.text.length > 400 ? ' ...' : ''}`,
    );
    if (q.values.length) console.log(`    -- params: ${JSON.stringify(q.values)}`);
    for (const row of rows) console.log(`    ${row['QUERY PLAN']}`);
  }
  console.log('');
}

console.log(
  `bench:scale on ${new URL(url).pathname.slice(1)}: ${RUNS} runs per case (after 2 warm-up), target p95 <= ${TARGET_MS} ms`,
);
const { rows: counts } = await explainer.query(
  'select (select count(*) from transactions) as transactions, (select count(*) from members) as members',
);
console.log(`transactions ${counts[0].transactions}, members ${counts[0].members}\n`);
console.log(`${'list'.padEnd(26)}${'case'.padEnd(34)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}`);
const over: Case[] = [];
for (const c of cases) {
  if (ONLY && !c.list.includes(ONLY)) continue;
  const first = await timeOnce(c.url);
  if (first.status !== 200) {
    console.log(`${c.list.padEnd(26)}${c.name.padEnd(34)}   HTTP ${first.status} (route missing or refused)`);
    continue;
  }
  await timeOnce(c.url);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push((await timeOnce(c.url)).ms);
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  const mark = p95 > TARGET_MS ? '  over' : '';
  console.log(
    `${c.list.padEnd(26)}${c.name.padEnd(34)}${percentile(times, 50).toFixed(1).padStart(9)}${p95.toFixed(1).padStart(9)}${mark}`,
  );
  if (p95 > TARGET_MS) over.push(c);
}
console.log(`\n${over.length} case(s) over ${TARGET_MS} ms.`);
if (EXPLAIN)
  for (const c of over) {
    console.log(`\n== ${c.list}: ${c.name}  GET ${c.url}`);
    await explain(c);
  }
await explainer.end();
await app.close();
await database.close();
