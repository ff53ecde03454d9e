#!/usr/bin/env node
// `npm run bench:api`: autocannon against the member `POST /api/auth` of the compiled server
// and, in the same run, against a bare Fastify route (the ceiling of this machine and Node),
// printing requests/s, latency percentiles, errors and timeouts for both, and the server's idle
// memory. Prints figures; never fails on them.
//
//   npm run bench:api                                   # embedded PGlite (fresh temporary data dir)
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_api npm run bench:api
//   BENCH_CONNECTIONS=200 BENCH_SECONDS=10 ...
//   BENCH_CPU_PROF=/tmp/prof npm run bench:api          # the server runs with --cpu-prof into that folder
//   BENCH_NODE_FLAGS='--trace-gc' BENCH_SERVER_OUT=/tmp/gc.txt npm run bench:api
//                                                       # more node flags for the server; its stdout to a file
//
// With BENCH_DATABASE_URL the named database is DROPPED and created again (name must contain "bench").
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { freshDatabase } from './fresh-database.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3590);
const databaseUrl = process.env.BENCH_DATABASE_URL;

async function waitFor(url) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer`);
}

// CPU seconds the process has used (user + system), from /proc/<pid>/stat (clock ticks of 10 ms).
const cpuSeconds = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

const rssMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return (Number(line?.replace(/\D/g, '') ?? 0) / 1024).toFixed(0);
};

// Also prints the CPU the server (the product's or the bare route's) and this process (autocannon)
// used meanwhile: the two share the machine's cores.
function cannon(title, options, serverPid) {
  const cpuBefore = { server: cpuSeconds(serverPid), bench: cpuSeconds(process.pid) };
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: SECONDS, timeout: 10, ...options }, (error, result) => {
      if (error) return reject(error);
      const l = result.latency;
      const used = (name) => cpuSeconds(name === 'server' ? serverPid : process.pid) - cpuBefore[name];
      const cores = (name) => (used(name) / SECONDS).toFixed(2);
      console.log(
        `${title.padEnd(34)}${Math.round(result.requests.average).toLocaleString('en').padStart(9)} req/s` +
          `   p50 ${l.p50} ms  p90 ${l.p90} ms  p99 ${l.p99} ms  max ${l.max} ms` +
          `   2xx ${result['2xx']}  non-2xx ${result.non2xx}  errors ${result.errors}  timeouts ${result.timeouts}` +
          `\n  CPU: server ${cores('server')} cores (${Math.round((used('server') * 1e6) / result.requests.total)} µs a request),` +
          ` bench process (autocannon) ${cores('bench')} cores`,
      );
      resolve(result);
    });
  });
}

console.log('Building the server ...');
if (spawnSync('node', ['apps/server/build.mjs'], { cwd: ROOT, stdio: 'inherit' }).status !== 0)
  process.exit(1);
if (databaseUrl) await freshDatabase(databaseUrl);
const dataDir = mkdtempSync(join(tmpdir(), 'bench-api-'));
const cpuProf = process.env.BENCH_CPU_PROF;
const nodeFlags = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
const serverOut = process.env.BENCH_SERVER_OUT ? openSync(process.env.BENCH_SERVER_OUT, 'a') : 'ignore';
const startServer = (profile) =>
  spawn(
    process.execPath,
    [
      ...nodeFlags,
      ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${cpuProf}`] : []),
      'apps/server/dist/main.mjs',
    ],
    {
      cwd: ROOT,
      stdio: ['ignore', serverOut, 'inherit'],
      env: {
        ...process.env,
        PORT: String(PORT),
        HOST: '127.0.0.1',
        APP_MODE: 'demo',
        LOG_LEVEL: 'warn',
        // 200 connections from one address are a load test, not abuse.
        RATE_LIMIT_PER_MINUTE: '0',
        DATA_DIR: join(dataDir, 'pglite'),
        DATABASE_URL: databaseUrl ?? '',
      },
    },
  );
const stopServer = async (child) => {
  child.kill('SIGTERM');
  if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
};
// The bare route runs in a Node process of its own, as the server does, so that both compete with
// autocannon for the cores alike (in autocannon's process it shared its thread and looked slower
// than the product's route).
const BARE_ROUTE = `
import Fastify from 'fastify';
const app = Fastify();
app.get('/bare', async () => ({ status: true }));
app.post('/bare', async () => ({ status: true, user: { id: 1, name: 'demo' } }));
await app.listen({ port: ${PORT + 1}, host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
`;
const startBareRoute = () =>
  spawn(process.execPath, ['--input-type=module', '-e', BARE_ROUTE], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });

// First start: a new database (PGlite: initdb), migrations and the demo seed; its idle memory
// carries that work. Then a restart on the same data, as a running site is: the load runs on it.
let server = startServer(false);
let bare;
try {
  await waitFor(`http://127.0.0.1:${PORT}/api/health`);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const idleFirst = rssMb(server.pid);
  await stopServer(server);
  server = startServer(Boolean(cpuProf));
  await waitFor(`http://127.0.0.1:${PORT}/api/health`);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const idle = rssMb(server.pid);

  bare = startBareRoute();
  await waitFor(`http://127.0.0.1:${PORT + 1}/bare`);

  const cpus = (await import('node:os')).cpus().length;
  console.log(
    `\nbench:api ${new Date().toISOString()}  ${cpus} cores, ${CONNECTIONS} connections, ${SECONDS} s each, ` +
      `database ${databaseUrl ? 'PostgreSQL' : 'PGlite (embedded)'}; server idle RSS ${idle} MB ` +
      `(restarted on its data; ${idleFirst} MB after the first start, which created and seeded it)\n`,
  );
  const auth = {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: 'demo-member-token' }),
  };
  // Warm-up: JIT, pool connections, caches.
  await new Promise((resolve) =>
    autocannon({ url: `http://127.0.0.1:${PORT}/api/auth`, connections: 20, duration: 2, ...auth }, resolve),
  );
  // On PostgreSQL, statements per call: every statement outside a transaction commits one, so
  // the database's commit counter over the run divided by the replies (the statistics are
  // flushed within a second of a backend going idle).
  const commits = async () => {
    if (!databaseUrl) return 0;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query(
      'select xact_commit from pg_stat_database where datname = current_database()',
    );
    await client.end();
    return Number(rows[0].xact_commit);
  };
  const before = await commits();
  const result = await cannon(
    'POST /api/auth',
    { url: `http://127.0.0.1:${PORT}/api/auth`, ...auth },
    server.pid,
  );
  if (databaseUrl) {
    const perCall = (await commits()) - before - 1;
    console.log(
      `  database commits per call ${(perCall / result['2xx']).toFixed(3)} (${perCall} over ${result['2xx']} replies)`,
    );
  }
  await cannon(
    'bare Fastify route (same machine)',
    { url: `http://127.0.0.1:${PORT + 1}/bare`, ...auth },
    bare.pid,
  );
  console.log(`\nserver RSS after the run ${rssMb(server.pid)} MB`);
} finally {
  if (bare) await stopServer(bare);
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
