import { buildApp } from './app.ts';
import { assertNoDemoPasswords } from './modules/access/demo-credentials.ts';
import { appClock } from './modules/demo/demo-clock.ts';
import { seedDemoWeek } from './modules/demo/demo-week.ts';
import { seedDemoIfEmpty } from './modules/demo/seed-demo.ts';
import { announceFirstRunCode } from './modules/first-run/first-run-code.ts';
import { loadConfig } from './platform/config.ts';
import { openDatabase } from './platform/db/client.ts';
import { migrate } from './platform/db/migrate.ts';
import { loggerOptions } from './platform/logging.ts';

const config = loadConfig();
const open = () =>
  openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: config.dbPoolSize });
let database = await open();
const applied = await migrate(database);
if (config.mode === 'production') await assertNoDemoPasswords(database.db);
// Real time, except while the demo seed replays its week (and then the database's clock too).
const clock = appClock();
await clock.release(database.db);
// Attached to a terminal (npm start by hand) the log is printed readably; piped, it stays JSON.
const build = () =>
  buildApp({
    config,
    database,
    now: clock.now,
    logger: loggerOptions(config, { pretty: process.stdout.isTTY }),
  });
let app = await build();
if (applied.length) app.log.info({ applied }, 'migrations applied');
let seeded = false;
if (config.mode === 'demo' && (await seedDemoIfEmpty(app.ctx))) {
  seeded = true;
  app.log.info('demo data seeded');
  const started = Date.now();
  const week = await seedDemoWeek({
    inject: (options) => app.inject(options),
    db: app.ctx.db,
    clock,
    kioskUrl: config.kioskUrl,
  }).catch((error: unknown) => {
    app.log.error({ err: error }, 'demo week of activity failed part way');
    return undefined;
  });
  if (week) app.log.info({ ...week, ms: Date.now() - started }, 'demo week of activity seeded');
  if (week === null) app.log.warn('demo week of activity skipped (no kiosk simulator at KIOSK_URL)');
}
// The embedded database's WebAssembly memory grows to the peak of the work done on it and never
// shrinks: after a new cluster's migrations and demo seed (or an upgrade's migrations) that is
// hundreds of MB an idle server would keep. Closed and opened again on the same files, the
// server starts from a fresh instance as a restart does.
if (database.kind === 'pglite' && (applied.length > 0 || seeded)) {
  await app.close();
  await database.close();
  database = await open();
  app = await build();
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), config.shutdownDrainMs + 10_000);
  force.unref();
  // Readiness fails first, so a load balancer stops sending work before the server stops taking it.
  app.ctx.lifecycle.draining = true;
  await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
await announceFirstRunCode(app.ctx.db, app.log, clock.now());
