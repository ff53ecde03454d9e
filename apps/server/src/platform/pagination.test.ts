import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database.ts';
import type { Database } from './db/client.ts';
import { countOrEstimate, EXACT_COUNT_LIMIT } from './pagination.ts';

describe('countOrEstimate', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.execute(sql`create table count_probe (id integer primary key)`);
    await database.db.execute(
      sql`insert into count_probe select generate_series(1, ${EXACT_COUNT_LIMIT + 500})`,
    );
    await database.db.execute(sql`analyze count_probe`);
  });
  afterAll(async () => database.close());

  it('counts exactly up to the limit', async () => {
    const rows = () => sql`select 1 from count_probe where id <= ${EXACT_COUNT_LIMIT}`;
    expect(await countOrEstimate(database.db, rows)).toEqual({ total: EXACT_COUNT_LIMIT, estimated: false });
    const few = () => sql`select 1 from count_probe where id between 11 and 60`;
    expect(await countOrEstimate(database.db, few)).toEqual({ total: 50, estimated: false });
  });

  it("past the limit sends the planner's estimate, marked as such", async () => {
    const result = await countOrEstimate(database.db, () => sql`select 1 from count_probe`);
    expect(result.estimated).toBe(true);
    expect(result.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect(result.total).toBeLessThan(EXACT_COUNT_LIMIT * 2);
  });
});
