/**
 * Where one staff list request's time goes, run by run: the whole request through `app.inject`,
 * each SQL statement it sent (time at the pg client, from send to reply), the rest (Node: the
 * route, Drizzle building the query and mapping rows, JSON) and the GC pauses that began during it.
 *
 *   npx tsx bench/scale-trace.ts '/api/staff/transactions' '/api/staff/members?page=2000'
 *   BENCH_RUNS=30 npx tsx bench/scale-trace.ts ...
 *   TRACE_EXPLAIN=1|2 (each statement planned: times and buffers; 2 also the plan), TRACE_TEXT=1 (each statement of every run)
 */
import { openScaleApp, percentile } from './scale-app.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const targets = process.argv.slice(2);
// 1: planning and execution time and buffers of each statement; 2: also each plan.
const EXPLAIN = Number(process.env.TRACE_EXPLAIN ?? 0);
const { trace, explainer, close } = await openScaleApp();
for (const target of targets) {
  for (let i = 0; i < 2; i++) await trace(target);
  console.log(`\n== GET ${target}`);
  const totals: number[] = [];
  const cpus: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const r = await trace(target);
    totals.push(r.ms);
    cpus.push(r.cpuMs);
    const sqlMs = r.queries.map((q) => q.ms);
    const gcMs = r.gc.reduce((s, g) => s + g.ms, 0);
    if (process.env.TRACE_TEXT === '1')
      for (const q of r.queries)
        console.log(`      ${q.ms.toFixed(1)} ${q.text.replace(/\s+/g, ' ').slice(0, 90)}`);
    console.log(
      `  ${r.ms.toFixed(1).padStart(6)} ms  cpu ${r.cpuMs.toFixed(1).padStart(5)}  ${r.queries.length} stmt [${sqlMs.map((m) => m.toFixed(1)).join(', ')}]  gc ${gcMs.toFixed(1)} (${r.gc.map((g) => `${g.kind}:${g.ms.toFixed(1)}`).join(' ')})  ${r.bytes} B`,
    );
  }
  totals.sort((a, b) => a - b);
  cpus.sort((a, b) => a - b);
  console.log(
    `  p50 ${percentile(totals, 50).toFixed(1)}  p95 ${percentile(totals, 95).toFixed(1)}  node cpu p50 ${percentile(cpus, 50).toFixed(1)}`,
  );
  const last = await trace(target);
  for (const q of last.queries) {
    console.log(`  -- ${q.ms.toFixed(1)} ms: ${q.text.replace(/\s+/g, ' ').slice(0, 300)}`);
    if (!EXPLAIN || !/^\s*(select|with)/i.test(q.text)) continue;
    // Twice: the first plans on a fresh connection (catalog caches), the second as a warm one.
    for (let i = 0; i < 2; i++) {
      const { rows } = await explainer.query(`explain (analyze, buffers, format json) ${q.text}`, q.values);
      const plan = (rows[0] as Record<string, unknown>)['QUERY PLAN'] as Record<string, unknown>[];
      const top = plan[0] as {
        'Planning Time': number;
        'Execution Time': number;
        Plan: Record<string, number>;
      };
      if (i === 1 && EXPLAIN > 1) {
        const text = await explainer.query(`explain (analyze, buffers) ${q.text}`, q.values);
        for (const row of text.rows) console.log(`     ${row['QUERY PLAN']}`);
      }
      if (i === 1)
        console.log(
          `     plan ${top['Planning Time'].toFixed(2)} ms, execute ${top['Execution Time'].toFixed(2)} ms, shared hit ${top.Plan['Shared Hit Blocks']} read ${top.Plan['Shared Read Blocks']}`,
        );
    }
  }
}
await close();
