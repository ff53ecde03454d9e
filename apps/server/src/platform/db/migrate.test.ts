import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database.ts';
import type { Database } from './client.ts';
import { migrate } from './migrate.ts';

describe('migrations', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => database.close());

  it('are recorded once and a second run applies nothing', async () => {
    expect(await migrate(database)).toEqual([]);
    const rows = await database.rawTransaction((exec) =>
      exec('select count(*)::int as n from schema_migrations'),
    );
    expect(rows[0]?.n).toBeGreaterThan(0);
  });
});
