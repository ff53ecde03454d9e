import { listQuerySchema } from '@topup/contracts/api/wire.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database.ts';
import type { Database } from './db/client.ts';
import {
  countOrEstimate,
  EXACT_COUNT_LIMIT,
  fetchList,
  type ListQuery,
  type ListSpec,
  readTotal,
  totalOf,
} from './pagination.ts';

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

  it('estimates inside the counting statement with the parameters as they were sent', async () => {
    // Quotes, backslashes, % and $ in a parameter, a null, a boolean and a number: each reaches
    // the planned statement as the literal it was (format's %L), not as SQL.
    const odd = String.raw`it's 100% \ $1 sure`;
    const rows = () =>
      sql`select 1 from count_probe where id > ${-1} and ${odd} = ${odd} and ${true} and ${null}::int is null`;
    const statements: string[] = [];
    const db = database.db;
    const execute = db.execute.bind(db);
    const counting = new Proxy(db, {
      get: (target, prop) =>
        prop === 'execute'
          ? (query: Parameters<typeof execute>[0]) => {
              statements.push(String(prop));
              return execute(query);
            }
          : Reflect.get(target, prop),
    });
    const result = await countOrEstimate(counting, rows);
    expect(result.estimated).toBe(true);
    expect(result.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect(statements).toHaveLength(1);
  });

  it('estimates a whole table first and counts it only when the estimate is small', async () => {
    await database.db.execute(sql`create table count_probe_big (id integer primary key)`);
    await database.db.execute(sql`insert into count_probe_big select generate_series(1, 60000)`);
    await database.db.execute(sql`analyze count_probe_big`);
    const totalOfTable = async (table: string) => {
      const rows = sql`select 1 from ${sql.identifier(table)}`;
      const result = await database.db.execute(sql`select ${totalOf(rows, { whole: true })} as total`);
      const value = (result as unknown as { rows: { total: unknown }[] }).rows[0]?.total;
      return (typeof value === 'string' ? JSON.parse(value) : value) as {
        n: number | null;
        estimate: number;
      };
    };
    const big = await totalOfTable('count_probe_big');
    expect(big.n).toBeNull();
    expect(big.estimate).toBeGreaterThan(50_000);
    const small = await totalOfTable('count_probe');
    expect(small.n).toBe(EXACT_COUNT_LIMIT + 1);
    expect(small.estimate).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect(await readTotal(database.db, big, () => sql`select 1`)).toEqual({
      total: Math.round(big.estimate),
      estimated: true,
    });
  });

  describe('fetchList with the total in the page statement', () => {
    const probe = sql`count_probe`;
    const id = sql<number>`id`;
    const spec: ListSpec = { sortable: { id }, defaultSort: 'id', tiebreak: sql`id` as never };
    const query = (params: Record<string, string>): ListQuery => ({
      ...listQuerySchema.parse(params),
      timeZone: 'UTC',
    });
    const list = (params: Record<string, string>, below: number) =>
      fetchList<number>(
        query(params),
        spec,
        {
          db: database.db,
          page: async ({ where, orderBy, limit, offset }, total) => {
            const result = await database.db.execute(
              sql`select id, ${total} as total from ${probe} where ${where ?? sql`true`}
              order by ${sql.join(orderBy, sql`, `)} limit ${limit} offset ${offset}`,
            );
            const rows = (result as unknown as { rows: { id: number; total: unknown }[] }).rows;
            return { rows: rows.map((r) => r.id), total: rows[0]?.total };
          },
          counted: (where) => sql`select 1 from ${probe} where ${where ?? sql`true`}`,
        },
        [sql`id < ${below}`],
      );

    it('sends the page with its exact total, or the estimate past the limit', async () => {
      const page = await list({ page: '2', per_page: '10' }, 101);
      expect(page.data).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
      expect(page.meta).toEqual({ first: 11, last: 20, total: 100, page: 2, per_page: 10 });
      const all = await list({}, EXACT_COUNT_LIMIT * 2);
      expect(all.meta.estimated).toBe(true);
      expect(all.meta.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
    });

    it('counts on its own when no row carries the total', async () => {
      expect((await list({ page: '20', per_page: '10' }, 101)).meta).toEqual({
        first: 0,
        last: 190,
        total: 100,
        page: 20,
        per_page: 10,
      });
      expect((await list({}, 1)).meta).toMatchObject({ first: 0, total: 0 });
    });
  });
});
