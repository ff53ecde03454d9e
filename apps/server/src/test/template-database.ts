import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../platform/db/client.ts';
import { migrate } from '../platform/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated database every test file copies instead of migrating its own. */
    migratedTemplate: { postgresDatabase?: string; pgliteDumpFile?: string };
  }
}

const adminQuery = async (adminUrl: string, text: string) => {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
};

/**
 * Vitest global setup for the node project: migrates once, before any test file starts. On
 * PostgreSQL each file then creates its database from this template; on PGlite each file loads
 * this data directory dump, which skips the engine's own initdb (about 3 s a file).
 */
export default async function migrateTemplateOnce(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `tpl_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    await adminQuery(adminUrl, `create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString(), poolSize: 1 });
    await migrate(database);
    await database.close();
    project.provide('migratedTemplate', { postgresDatabase: name });
    return () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  }
  const database = await openDatabase({});
  await migrate(database);
  const dump = await database.pglite!.dumpDataDir('none');
  await database.close();
  const dir = mkdtempSync(join(tmpdir(), 'pglite-template-'));
  const file = join(dir, 'migrated.tar');
  writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
  project.provide('migratedTemplate', { pgliteDumpFile: file });
  return () => rmSync(dir, { recursive: true, force: true });
}
