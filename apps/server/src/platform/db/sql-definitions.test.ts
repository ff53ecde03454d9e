import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database.ts';
import type { Database } from './client.ts';
import { MIGRATIONS_DIR, migrate } from './migrate.ts';
import { SQL_DEFINITIONS, SQL_DIR } from './sql-definitions.ts';

const DEFINES = /\bcreate\s+(or\s+replace\s+)?(function|(constraint\s+)?trigger)\b/i;
const FUNCTION_NAME = /\bcreate\s+or\s+replace\s+function\s+([a-z_][a-z0-9_]*)/gi;
const withoutComments = (text: string) => text.replace(/--.*$/gm, '');
const sqlFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.sql'))
    .map((file) => relative(dir, join(dir, file)));
const listed = [...SQL_DEFINITIONS.before, ...SQL_DEFINITIONS.after] as string[];

describe('SQL definitions', () => {
  it('are not in numbered migrations: those keep tables, columns, indexes and data moves', () => {
    const defining = sqlFiles(MIGRATIONS_DIR).filter((file) =>
      DEFINES.test(withoutComments(readFileSync(join(MIGRATIONS_DIR, file), 'utf8'))),
    );
    expect(defining).toEqual([]);
  });

  it('define each function in one file, and every file is applied', () => {
    expect(sqlFiles(SQL_DIR).sort()).toEqual([...listed].sort());
    const definedIn = new Map<string, string[]>();
    for (const file of listed)
      for (const [, name] of withoutComments(readFileSync(join(SQL_DIR, file), 'utf8')).matchAll(
        FUNCTION_NAME,
      ))
        definedIn.set(name!, [...(definedIn.get(name!) ?? []), file]);
    expect([...definedIn].filter(([, files]) => files.length > 1)).toEqual([]);
  });

  describe('on a database', () => {
    let database: Database;
    beforeAll(async () => {
      database = await openTestDatabase();
    });
    afterAll(async () => database.close());
    const query = (text: string) => database.rawTransaction((exec) => exec(text));

    it('are recorded with the checksum of the text in force', async () => {
      const rows = await query('select name, checksum from sql_definitions order by name');
      expect(rows).toEqual(
        [...listed].sort().map((name) => ({
          name,
          checksum: createHash('sha256')
            .update(readFileSync(join(SQL_DIR, name), 'utf8'))
            .digest('hex'),
        })),
      );
    });

    it('are applied again when the database holds another text, and only then', async () => {
      const file = 'reports/money-daily.sql';
      await query(`update sql_definitions set checksum = 'older' where name = '${file}'`);
      await query(
        'create or replace function report_money_daily_refill() returns void language sql as $$ select $$',
      );
      expect(await migrate(database)).toEqual([]);
      const [row] = await query(`select checksum from sql_definitions where name = '${file}'`);
      expect(row?.checksum).not.toBe('older');
      const [body] = await query("select prosrc from pg_proc where proname = 'report_money_daily_refill'");
      expect(String(body?.prosrc)).toContain('delete from report_money_daily');
      const before = await query('select name, applied_at from sql_definitions order by name');
      await migrate(database);
      expect(await query('select name, applied_at from sql_definitions order by name')).toEqual(before);
    });

    it("run a migration's data move that calls a defined function after the definitions, once", async () => {
      const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
      writeFileSync(join(dir, '9990_zones_seen.sql'), 'create table zones_seen (zone text not null);');
      writeFileSync(
        join(dir, '9990_zones_seen.after.sql'),
        'insert into zones_seen select business_time_zone();',
      );
      expect(await migrate(database, dir)).toEqual(['9990_zones_seen.sql']);
      expect(await migrate(database, dir)).toEqual([]);
      expect(await query('select zone from zones_seen')).toEqual([{ zone: 'Asia/Kuala_Lumpur' }]);
    });
  });
});
