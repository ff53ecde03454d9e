#!/usr/bin/env node
// The go-live spec's server: production mode on an empty database, as a new operator starts it.
// GO_LIVE_DATABASE_URL (PostgreSQL: the database is dropped and created here) or GO_LIVE_DATA_DIR
// (embedded PGlite: the folder is removed). Its log is copied to GO_LIVE_LOG, where the spec reads
// the one-time setup code the server prints at start.
import { spawn } from 'node:child_process';
import { createWriteStream, rmSync } from 'node:fs';
import pg from 'pg';

const { GO_LIVE_DATABASE_URL: databaseUrl, GO_LIVE_DATA_DIR: dataDir, GO_LIVE_LOG: logPath } = process.env;

async function createEmptyDatabase(url) {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Unexpected database name: ${name}`);
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: maintenance.toString() });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
}

if (databaseUrl) await createEmptyDatabase(databaseUrl);
else rmSync(dataDir, { recursive: true, force: true });

const log = createWriteStream(logPath);
const child = spawn(process.execPath, ['scripts/start.mjs'], {
  env: databaseUrl ? { ...process.env, DATABASE_URL: databaseUrl } : { ...process.env, DATA_DIR: dataDir },
  stdio: ['ignore', 'pipe', 'pipe'],
});
child.stdout.pipe(log);
child.stderr.on('data', (chunk) => {
  log.write(chunk);
  process.stderr.write(chunk);
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
