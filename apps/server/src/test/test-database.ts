import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../platform/db/client.ts';
import { migrate } from '../platform/db/migrate.ts';

/**
 * A fresh, migrated database for one test file: a new PostgreSQL database when
 * TEST_DATABASE_URL is set (dropped on close), otherwise an in-memory PGlite. Both start from
 * the template the global setup migrated (template-database.ts); `migrate` then has nothing
 * left to apply unless a migration was added while the suite ran.
 */
export async function openTestDatabase(): Promise<Database> {
  const template = inject('migratedTemplate') ?? {};
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const dump = template.pgliteDumpFile ? new Blob([readFileSync(template.pgliteDumpFile)]) : undefined;
    const database = await openDatabase({ loadDataDir: dump });
    await migrate(database);
    return database;
  }
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await createDatabase(admin, name, template.postgresDatabase);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 20 });
  await migrate(database);
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** Copies the template; two files copying it at the same moment can collide, so retry briefly. */
async function createDatabase(admin: pg.Client, name: string, template: string | undefined) {
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
      return;
    } catch (error) {
      const busy = /being accessed by other users/.test(String(error));
      if (!busy || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
}
