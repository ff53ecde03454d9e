/**
 * `npm run bench:scale`: p50/p95 of every staff list (filters, searches, sorts, page 1 and a
 * deep page) against the database of `npm run seed:scale`, through the real routes (app.inject:
 * validation, access, SQL, serialisation; no socket), after one request of every case (a warm
 * process) and two warm-ups of each. For each case over the target, the SQL it ran is printed
 * with EXPLAIN (ANALYZE, BUFFERS). Prints figures; never fails on them.
 *
 *   npm run bench:scale
 *   SCALE_DATABASE_URL=... BENCH_RUNS=20 BENCH_TARGET_MS=25 BENCH_ONLY=members npm run bench:scale
 */
import { openScaleApp, percentile, timeRuns, scaleUrl as url } from './scale-app.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const TARGET_MS = Number(process.env.BENCH_TARGET_MS ?? 25);
const ONLY = process.env.BENCH_ONLY;
const EXPLAIN = process.env.BENCH_EXPLAIN !== '0';

const { explainer, timeOnce, explain, close } = await openScaleApp();

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
  'status=complete, last 30 days': `status=complete&from=${lastMonth}&to=${today}`,
  'per_page=100, page 50': 'per_page=100&page=50',
};
list('transactions', '/api/staff/transactions', {
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
});
// The list itself: its provider balances (with_balance, the screen's default) are one call per
// row to the kiosk, which the bench does not run.
list('member accounts', '/api/staff/member-accounts', {
  'page 1': 'with_balance=0',
  'q=12345': 'with_balance=0&q=12345',
});
list('activity log', '/api/staff/activity-log', {
  'page 1': '',
  'page 2,000': 'page=2000',
  'q=approve': 'q=approve',
  'q=12345 (target id, IP)': 'q=12345',
});
list('bank transactions', '/api/staff/bank-transactions', {
  'page 1': '',
  'page 1,000': 'page=1000',
  'q=TAN': 'q=TAN',
  'sort deposit desc': 'sort=-deposit_sen',
});
list('follow-ups', '/api/staff/follow-ups', { 'page 1': '' });
list('operators', '/api/staff/operators', { 'page 1': '' });

console.log(
  `bench:scale on ${new URL(url).pathname.slice(1)}: ${RUNS} runs per case (after 2 warm-up), target p95 <= ${TARGET_MS} ms`,
);
const { rows: counts } = await explainer.query(
  'select (select count(*) from transactions) as transactions, (select count(*) from members) as members',
);
console.log(`transactions ${counts[0].transactions}, members ${counts[0].members}\n`);
console.log(`${'list'.padEnd(26)}${'case'.padEnd(34)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}`);
const selected = cases.filter((c) => !ONLY || c.list.includes(ONLY));
// One request of every case first: the process's start (its code not yet compiled by V8, the
// reconcile runner's first pass on the same pool) otherwise lands in the first case's runs
// (transactions page 1: 15-30 ms of CPU a request for its first ~7 requests, 4-6 ms after).
for (const c of selected) await timeOnce(c.url);
const over: Case[] = [];
for (const c of selected) {
  const { status, times } = await timeRuns(timeOnce, c.url, RUNS);
  if (status !== 200) {
    console.log(`${c.list.padEnd(26)}${c.name.padEnd(34)}   HTTP ${status} (route missing or refused)`);
    continue;
  }
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
    await explain(c.url, TARGET_MS / 5);
  }
await close();
