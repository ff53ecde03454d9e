import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../paths.ts';
import type { RawExec } from './client.ts';

export const SQL_DIR = join(REPO_ROOT, 'apps/server/sql');

/**
 * Every SQL function and trigger lives in one file under `apps/server/sql/`, written as
 * `create or replace function` and `drop trigger if exists` + `create trigger`, so the rule in
 * force is the file's text, not whichever migration came last. Numbered migrations keep tables,
 * columns, indexes and data moves only (see docs/decisions.md, "SQL definitions").
 *
 * `before` runs ahead of the numbered migrations: the functions column defaults name (a plpgsql
 * body is not checked against tables until it runs, so it can exist before them). `after` runs
 * once the schema is complete, in this order: a file may call the functions of the files above it.
 */
export const SQL_DEFINITIONS = {
  before: ['schema/app-now.sql'],
  after: [
    'platform/notify-quietly.sql',
    'platform/list-row-estimate.sql',
    'activity-log/append-only.sql',
    'provider-calls/timed-out.sql',
    'staff/queue-notify.sql',
    'reports/business-time.sql',
    'reports/ledger-daily.sql',
    'reports/member-monthly.sql',
    'reports/money-daily.sql',
    'reports/quick-withdrawals.sql',
    'reports/work.sql',
    'reports/parts-fold.sql',
  ],
} as const;

export type DefinitionPhase = keyof typeof SQL_DEFINITIONS;

const checksumOf = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Applies the phase's files whose text the database does not hold yet (no checksum recorded, or
 * another one), and all of them when `everyFile` (a numbered migration ran: it may have dropped
 * a table and its triggers). Unchanged files are skipped, so a start takes no table locks for
 * triggers that are already as written. Returns the files applied.
 */
export async function applySqlDefinitions(
  exec: RawExec,
  phase: DefinitionPhase,
  options: { everyFile: boolean; dir?: string },
): Promise<string[]> {
  const dir = options.dir ?? SQL_DIR;
  await exec(
    'create table if not exists sql_definitions (name text primary key, checksum text not null, applied_at timestamptz not null default now())',
  );
  const recorded = new Map(
    (await exec('select name, checksum from sql_definitions')).map((row) => [
      String(row.name),
      String(row.checksum),
    ]),
  );
  const applied: string[] = [];
  for (const file of SQL_DEFINITIONS[phase]) {
    const text = readFileSync(join(dir, file), 'utf8');
    const checksum = checksumOf(text);
    if (!options.everyFile && recorded.get(file) === checksum) continue;
    await exec(text);
    await exec(
      `insert into sql_definitions (name, checksum) values ('${file}', '${checksum}')
       on conflict (name) do update set checksum = excluded.checksum, applied_at = now()`,
    );
    applied.push(file);
  }
  return applied;
}
