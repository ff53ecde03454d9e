import { buildApp } from './app.ts';
import { seedDemoIfEmpty } from './modules/demo/seed-demo.ts';
import { loadConfig } from './platform/config.ts';
import { openDatabase } from './platform/db/client.ts';
import { migrate } from './platform/db/migrate.ts';

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
const applied = await migrate(database);
const app = await buildApp({ config, database });
if (applied.length) app.log.info({ applied }, 'migrations applied');
if (config.mode === 'demo' && (await seedDemoIfEmpty(app.ctx))) app.log.info('demo data seeded');

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
