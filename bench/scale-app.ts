/**
 * What the benches on the scale database share: the real app over `SCALE_DATABASE_URL` (migrated
 * to this checkout's schema first) with a
 * signed-in admin, timing of one GET through `app.inject`, percentiles, and EXPLAIN (ANALYZE,
 * BUFFERS) of the slowest SQL a request sent.
 */
import { PerformanceObserver, performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { openDatabase } from '../apps/server/src/platform/db/client.ts';
import { migrate } from '../apps/server/src/platform/db/migrate.ts';
import { staffHeaders } from '../apps/server/src/test/staff-session.ts';

export const scaleUrl = process.env.SCALE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/scale';

/** Runs of a case over target that `explain` picks its slowest from. */
const EXPLAIN_RUNS = 15;

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

/** The app in production mode on the scale database, an admin's headers, and a client for EXPLAIN. */
export async function openScaleApp() {
  const database = await openDatabase({ url: scaleUrl, poolSize: 4 });
  // The checkout's schema: a migration added since the seed (a summary table, an index) applies first.
  const applied = await migrate(database);
  if (applied.length) console.log(`migrated the scale database: ${applied.join(', ')}`);
  const config = { ...loadConfig({ ...process.env, APP_MODE: 'production' }), logLevel: 'error' };
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const headers = await staffHeaders(app);
  const explainer = new pg.Client({ connectionString: scaleUrl });
  await explainer.connect();

  const timeOnce = async (target: string): Promise<{ ms: number; status: number }> => {
    const t0 = performance.now();
    const res = await app.inject({ method: 'GET', url: target, headers });
    return { ms: performance.now() - t0, status: res.statusCode };
  };

  /**
   * One GET with what it cost: the whole request, each statement the pg client sent (its text
   * and time from send to reply) and the garbage collection pauses that began during it.
   */
  const trace = async (target: string) => {
    const gc: { start: number; ms: number; kind: number }[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        gc.push({
          start: e.startTime,
          ms: e.duration,
          kind: (e as { detail?: { kind?: number } }).detail?.kind ?? 0,
        });
    });
    observer.observe({ entryTypes: ['gc'] });
    capturing = [];
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    const res = await app.inject({ method: 'GET', url: target, headers });
    const ms = performance.now() - t0;
    const cpu = process.cpuUsage(cpu0);
    const queries = capturing;
    capturing = null;
    // GC entries are delivered asynchronously: let them arrive before reading.
    await new Promise((resolve) => setImmediate(resolve));
    observer.disconnect();
    const pauses = gc.filter((g) => g.start >= t0 && g.start <= t0 + ms);
    return {
      ms,
      cpuMs: (cpu.user + cpu.system) / 1000,
      status: res.statusCode,
      bytes: res.rawPayload.length,
      queries,
      gc: pauses,
    };
  };

  /**
   * Runs `target` EXPLAIN_RUNS times more and prints the plans of the slowest run's (up to) two
   * slowest queries over `minMs`: a case over target may be slow one run in several (a plan whose
   * cost depends on where a synchronized scan starts), and the plan to see is that run's.
   */
  const explain = async (target: string, minMs: number) => {
    let slowest = await trace(target);
    for (let i = 1; i < EXPLAIN_RUNS; i++) {
      const run = await trace(target);
      if (run.ms > slowest.ms) slowest = run;
    }
    console.log(`    -- the slowest of ${EXPLAIN_RUNS} runs: ${slowest.ms.toFixed(1)} ms`);
    const queries = slowest.queries
      .filter((q) => /^\s*(select|with)/i.test(q.text))
      .sort((a, b) => b.ms - a.ms);
    for (const q of queries.slice(0, 2)) {
      if (q.ms < minMs) continue;
      const { rows } = await explainer.query(`explain (analyze, buffers) ${q.text}`, q.values);
      console.log(
        `\n    -- ${q.ms.toFixed(1)} ms: ${q.text.slice(0, 400)}${q.text.length > 400 ? ' ...' : ''}`,
      );
      if (q.values.length) console.log(`    -- params: ${JSON.stringify(q.values)}`);
      for (const row of rows) console.log(`    ${row['QUERY PLAN']}`);
    }
    console.log('');
  };

  const close = async () => {
    await explainer.end();
    await app.close();
    await database.close();
  };
  return { app, explainer, timeOnce, explain, trace, close };
}

/** The nearest-rank percentile of ascending `sorted`. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** `runs` timings of `target` (ascending) after `warmUps` calls; none when it did not answer 200. */
export async function timeRuns(
  timeOnce: (target: string) => Promise<{ ms: number; status: number }>,
  target: string,
  runs: number,
  warmUps = 2,
): Promise<{ status: number; times: number[] }> {
  const first = await timeOnce(target);
  if (first.status !== 200) return { status: first.status, times: [] };
  for (let i = 1; i < warmUps; i++) await timeOnce(target);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push((await timeOnce(target)).ms);
  return { status: 200, times: times.sort((a, b) => a - b) };
}
