/**
 * `npm run bench:reports`: p50/p95 of each of the ten staff reports over the last month and the
 * last year (business days, ending today) against the database of `npm run seed:scale`, through
 * the real routes (app.inject: access, validation, SQL, serialisation). Targets: a month p95
 * <= 300 ms, a year p95 <= 1 s. For each report over its target, the SQL it ran is printed with
 * EXPLAIN (ANALYZE, BUFFERS). Prints figures; never fails on them.
 *
 *   npm run bench:reports
 *   SCALE_DATABASE_URL=... BENCH_RUNS=5 BENCH_ONLY=overall,customer BENCH_EXPLAIN=0 npm run bench:reports
 */
import { REPORT_KEYS } from '@topup/contracts/reports.ts';
import { getBusinessTimeZone } from '../apps/server/src/modules/settings/business-time-zone.ts';
import { addBusinessDays, businessDayOf } from '../apps/server/src/platform/business-time.ts';
import { openScaleApp, percentile, scaleUrl, timeRuns } from './scale-app.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ONLY = process.env.BENCH_ONLY?.split(',');
const EXPLAIN = process.env.BENCH_EXPLAIN !== '0';

const { app, explainer, timeOnce, explain, close } = await openScaleApp();
const today = businessDayOf(new Date(), await getBusinessTimeZone(app.ctx.db));
const ranges = [
  { name: 'month', days: 30, targetMs: 300 },
  { name: 'year', days: 365, targetMs: 1000 },
];

console.log(
  `bench:reports on ${new URL(scaleUrl).pathname.slice(1)}: ${RUNS} runs per case (after 1 warm-up), ` +
    `ranges ending ${today}; targets p95 <= ${ranges.map((r) => `${r.targetMs} ms (${r.name})`).join(', ')}`,
);
const { rows: counts } = await explainer.query(
  'select (select count(*) from transactions) as transactions, (select count(*) from members) as members',
);
console.log(`transactions ${counts[0].transactions}, members ${counts[0].members}\n`);
console.log(`${'report'.padEnd(12)}${'range'.padEnd(8)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}`);

const over: { label: string; url: string; targetMs: number }[] = [];
for (const key of REPORT_KEYS) {
  if (ONLY && !ONLY.includes(key)) continue;
  for (const range of ranges) {
    const url = `/api/staff/reports/${key}?from=${addBusinessDays(today, 1 - range.days)}&to=${today}`;
    const { status, times } = await timeRuns(timeOnce, url, RUNS, 1);
    const label = `${key.padEnd(12)}${range.name.padEnd(8)}`;
    if (status !== 200) {
      console.log(`${label}   HTTP ${status}`);
      continue;
    }
    const p95 = percentile(times, 95);
    const mark = p95 > range.targetMs ? '  over' : '';
    console.log(
      `${label}${percentile(times, 50).toFixed(0).padStart(9)}${p95.toFixed(0).padStart(9)}${mark}`,
    );
    if (p95 > range.targetMs) over.push({ label: `${key} (${range.name})`, url, targetMs: range.targetMs });
  }
}
console.log(`\n${over.length} case(s) over target.`);
// The plans under the settings the report runner gives its queries (report-query.ts).
if (EXPLAIN && over.length)
  await explainer.query(`set jit = off; set work_mem = '32MB'; set max_parallel_workers_per_gather = 0`);
if (EXPLAIN)
  for (const c of over) {
    console.log(`\n== ${c.label}  GET ${c.url}`);
    await explain(c.url, c.targetMs / 5);
  }
await close();
