import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/client.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { foldReportParts } from './report-parts-fold.ts';
import { queryRows } from './report-query.ts';

// Noon in Kuala Lumpur (the default business time zone) on 2 March: yesterday is 1 March.
const NOW = new Date('2026-03-02T04:00:00Z');

/** The summary rows kept in parts (0506) are folded into one once their day is over (0508). */
describe('report parts fold', () => {
  let database: Database;
  let accountId: number;
  beforeAll(async () => {
    database = await openTestDatabase();
    const [account] = await queryRows(
      database.db,
      sql`insert into ledger_accounts (kind, ref_id, name, allow_negative)
          values ('kiosk', 990, 'kiosk of the fold test', true) returning id`,
    );
    accountId = Number(account!.id);
    // Two past days and today, each row in several parts (as approvals on several connections
    // leave them), and a past day already in one part.
    for (const [day, part, sen] of [
      ['2026-02-27', 0, 700],
      ['2026-03-01', 0, 100],
      ['2026-03-01', 3, 20],
      ['2026-03-01', 15, -5],
      ['2026-02-28', 4, 30],
      ['2026-03-02', 0, 1],
      ['2026-03-02', 9, 2],
    ] as const) {
      await database.db.execute(
        sql`insert into report_money_daily (day, type, product_id, bank_id, part, n_in, n_out, amount_sen, bonus_sen)
            values (${day}, 'deposit', 1, 2, ${part}, 1, ${sen < 0 ? 1 : 0}, ${sen}, ${sen * 2})`,
      );
      await database.db.execute(
        sql`insert into report_ledger_daily (day, account_id, posting_kind, part, in_sen, out_sen, entries)
            values (${day}, ${accountId}, 'deposit', ${part}, ${Math.max(sen, 0)}, ${Math.max(-sen, 0)}, 1)`,
      );
    }
  });
  afterAll(async () => database.close());

  const money = () =>
    queryRows(
      database.db,
      sql`select day::text, part, n_in, n_out, amount_sen::int, bonus_sen::int from report_money_daily order by day, part`,
    );
  const ledger = () =>
    queryRows(
      database.db,
      sql`select day::text, part, in_sen::int, out_sen::int, entries from report_ledger_daily
          where account_id = ${accountId} order by day, part`,
    );

  it("folds each past day's parts into part 0, keeps today's, and changes no sum", async () => {
    expect(await foldReportParts(database.db, NOW)).toBe(4);
    expect(await money()).toEqual([
      { day: '2026-02-27', part: 0, n_in: 1, n_out: 0, amount_sen: 700, bonus_sen: 1400 },
      { day: '2026-02-28', part: 0, n_in: 1, n_out: 0, amount_sen: 30, bonus_sen: 60 },
      { day: '2026-03-01', part: 0, n_in: 3, n_out: 1, amount_sen: 115, bonus_sen: 230 },
      { day: '2026-03-02', part: 0, n_in: 1, n_out: 0, amount_sen: 1, bonus_sen: 2 },
      { day: '2026-03-02', part: 9, n_in: 1, n_out: 0, amount_sen: 2, bonus_sen: 4 },
    ]);
    expect(await ledger()).toEqual([
      { day: '2026-02-27', part: 0, in_sen: 700, out_sen: 0, entries: 1 },
      { day: '2026-02-28', part: 0, in_sen: 30, out_sen: 0, entries: 1 },
      { day: '2026-03-01', part: 0, in_sen: 120, out_sen: 5, entries: 3 },
      { day: '2026-03-02', part: 0, in_sen: 1, out_sen: 0, entries: 1 },
      { day: '2026-03-02', part: 9, in_sen: 2, out_sen: 0, entries: 1 },
    ]);
  });

  it('finds nothing to fold the second time, and a late write to a folded day starts a part again', async () => {
    expect(await foldReportParts(database.db, NOW)).toBe(0);
    await database.db.execute(
      sql`insert into report_money_daily (day, type, product_id, bank_id, part, n_in, amount_sen)
          values ('2026-03-01', 'deposit', 1, 2, 6, 1, 50)`,
    );
    expect(await foldReportParts(database.db, NOW)).toBe(1);
    expect((await money()).filter((row) => row.day === '2026-03-01')).toEqual([
      { day: '2026-03-01', part: 0, n_in: 4, n_out: 1, amount_sen: 165, bonus_sen: 230 },
    ]);
  });
});
