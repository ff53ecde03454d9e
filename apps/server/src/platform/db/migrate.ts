import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { REPO_ROOT } from '../paths.ts';
import type { Database, Db, RawExec } from './client.ts';
import { applySqlDefinitions } from './sql-definitions.ts';

export const MIGRATIONS_DIR = join(REPO_ROOT, 'apps/server/migrations');

/**
 * A migration's data move that calls a function of `apps/server/sql/` (a summary's refill) sits
 * in `<migration>.after.sql`: it runs in the same start as its migration, once the functions
 * are defined, and never on a database that applied the migration before.
 */
const AFTER_SUFFIX = '.after.sql';

/**
 * Applies `migrations/*.sql` in file-name order, each once, then the SQL definitions of
 * `apps/server/sql/` (sql-definitions.ts), all in one transaction.
 * Plain numbered SQL files (not drizzle-kit's journal) so that work on several domains at
 * once cannot collide on one journal file; see docs/decisions.md.
 * An advisory lock keeps two instances starting together from migrating twice.
 */
const migrationFiles = (dir: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.sql') && !f.endsWith(AFTER_SUFFIX))
    .sort();

export async function migrate(database: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  return database.rawTransaction(async (exec) => {
    await exec('select pg_advisory_xact_lock(727274)');
    await exec(
      'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
    );
    await applySqlDefinitions(exec, 'before', { everyFile: false });
    const applied = await applyNumbered(exec, dir);
    await applySqlDefinitions(exec, 'after', { everyFile: applied.length > 0 });
    for (const file of applied) {
      const after = join(dir, file.replace(/\.sql$/, AFTER_SUFFIX));
      if (existsSync(after)) await exec(readFileSync(after, 'utf8'));
    }
    return applied;
  });
}

async function applyNumbered(exec: RawExec, dir: string): Promise<string[]> {
  const done = new Set((await exec('select name from schema_migrations')).map((r) => String(r.name)));
  const applied: string[] = [];
  for (const file of migrationFiles(dir)) {
    if (done.has(file)) continue;
    await exec(readFileSync(join(dir, file), 'utf8'));
    await exec(`insert into schema_migrations (name) values ('${file.replace(/'/g, "''")}')`);
    applied.push(file);
  }
  return applied;
}

/** The migration files this build ships that the database has not applied (a newer build's are not counted). */
export async function pendingMigrations(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  const result = await db.execute(sql`select name from schema_migrations`);
  const rows = (result as unknown as { rows: { name: string }[] }).rows;
  const done = new Set(rows.map((row) => row.name));
  return migrationFiles(dir).filter((file) => !done.has(file));
}
