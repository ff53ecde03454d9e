import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { type App, buildApp, DEFAULT_SPA_PATHS } from '../app.ts';
import { loadConfig } from '../platform/config.ts';
import type { Database } from '../platform/db/client.ts';
import { openTestDatabase } from './test-database.ts';

export type TestAppOptions = {
  env?: Record<string, string>;
  now?: () => Date;
  seedDemo?: boolean;
  /** A migrated database to use instead of a fresh test one (the simulation brings its own). */
  database?: Database;
};

/** A stand-in member build so SPA serving is testable without running vite. */
function fakeSpaDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'spa-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><!--page-data--></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(join(dir, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log(1)'));
  return dir;
}

/** The real app on a fresh migrated database, optionally with the demo seed. Close it after. */
export async function createTestApp(options: TestAppOptions = {}): Promise<App> {
  const database = options.database ?? (await openTestDatabase());
  // Tests send far more requests from one address than a member would: limits off unless asked for.
  // The agent credit read, the Telegram alerts and the VIP recompute would race tests that read
  // or set what they write: off unless a test asks for them.
  const config = loadConfig({
    RATE_LIMIT_PER_MINUTE: '0',
    AGENT_CREDIT_INTERVAL_MS: '0',
    TELEGRAM_ALERT_INTERVAL_MS: '0',
    VIP_RECOMPUTE_INTERVAL_MS: '0',
    ...options.env,
    LOG_LEVEL: 'silent',
  });
  const dist = fakeSpaDist();
  const app = await buildApp({
    config,
    database,
    now: options.now,
    logger: false,
    spaPaths: { ...DEFAULT_SPA_PATHS, memberDist: dist, staffDist: dist, uploads: join(dist, 'uploads') },
  });
  if (options.seedDemo !== false) {
    const { seedDemoIfEmpty } = await import('../modules/demo/seed-demo.ts');
    await seedDemoIfEmpty(app.ctx);
  }
  app.addHook('onClose', async () => database.close());
  return app;
}
