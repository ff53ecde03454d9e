import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../paths.ts';
import type { Database } from './client.ts';

export const MIGRATIONS_DIR = join(REPO_ROOT, 'apps/server/migrations');

/**
 * Applies `migrations/*.sql` in file-name order, each once, all in one transaction.
 * Plain numbered SQL files (not drizzle-kit's journal) so that work on several domains at
 * once cannot collide on one journal file; see docs/decisions.md.
 * An advisory lock keeps two instances starting together from migrating twice.
 */
export async function migrate(database: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
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
