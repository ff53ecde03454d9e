import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database.ts';
import { inTransaction } from './transaction.ts';

// The suite's guard (test/one-statement-at-a-time.ts) against two statements at once on one
// PostgreSQL connection; PGlite has no connections to share.
describe.runIf(process.env.TEST_DATABASE_URL)('one statement at a time on a connection', () => {
  it("fails a statement sent while another runs on the transaction's connection", async () => {
    const database = await openTestDatabase();
    try {
      await expect(
        inTransaction(database.db, (tx) =>
          Promise.all([tx.execute(sql`select pg_sleep(0.05)`), tx.execute(sql`select 2`)]),
        ),
      ).rejects.toMatchObject({
        // Drizzle's error names the statement; the driver's, its cause, says what was wrong.
        cause: {
          message: expect.stringMatching(/sent while another was running on its connection: select 2/),
        },
      });
      // One after the other is fine, and the pool is usable after the refusal.
      await inTransaction(database.db, async (tx) => {
        await tx.execute(sql`select 1`);
        await tx.execute(sql`select 2`);
      });
      // Separate statements on the pool (not in a transaction) still run side by side.
      const both = await Promise.all([
        database.db.execute(sql`select 3 as n`),
        database.db.execute(sql`select 4 as n`),
      ]);
      expect(both.map((result) => (result as unknown as { rows: unknown[] }).rows)).toEqual([
        [{ n: 3 }],
        [{ n: 4 }],
      ]);
    } finally {
      await database.close();
    }
  });
});
