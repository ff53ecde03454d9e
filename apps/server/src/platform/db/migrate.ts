import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { REPO_ROOT } from '../paths.ts';
import type { Database, Db } from './client.ts';

export const MIGRATIONS_DIR = join(REPO_ROOT, 'apps/server/migrations');

/**
 * Applies `migrations/*.sql` in file-name order, each once, all in one transaction.
 * Plain numbered SQL files (not drizzle-kit's journal) so that work on several domains at
 * once cannot collide on one journal file; see docs/decisions.md.
 * An advisory lock keeps two instances starting together from migrating twice.
 */
const migrationFiles = (dir: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();

export async function migrate(database: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = migrationFiles(dir);
  return database.rawTransaction(async (exec) => {
    await exec('select pg_advisory_xact_lock(727274)');
    await exec(
      'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
    );
    const done = new Set((await exec('select name from schema_migrations')).map((r) => String(r.name)));
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      await exec(readFileSync(join(dir, file), 'utf8'));
      await exec(`insert into schema_migrations (name) values ('${file.replace(/'/g, "''")}')`);
      applied.push(file);
    }
    return applied;
  });
}

/** The migration files this build ships that the database has not applied (a newer build's are not counted). */
export async function pendingMigrations(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  const result = await db.execute(sql`select name from schema_migrations`);
  const rows = (result as unknown as { rows: { name: string }[] }).rows;
  const done = new Set(rows.map((row) => row.name));
  return migrationFiles(dir).filter((file) => !done.has(file));
}
