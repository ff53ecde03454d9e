import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';

/**
 * `npm run seed:scale` in miniature (a few hundred members): the full seed is run by hand, so
 * this is what notices when a migration breaks it (a new trigger, a new balance table). It must
 * run to the end and leave a ledger and report summaries that agree with their entries.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('the scale seed, small', () => {
  it('seeds, and the ledger and its daily summary agree with the entries', async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/scale_t_${randomBytes(4).toString('hex')}`;
    const seeded = spawnSync('node', ['--import', 'tsx', 'bench/seed-scale.ts'], {
      env: {
        ...process.env,
        SCALE_DATABASE_URL: url.toString(),
        SCALE_MEMBERS: '400',
        SCALE_TRANSACTIONS: '4000',
      },
      encoding: 'utf8',
      timeout: 120_000,
    });
    const client = new pg.Client({ connectionString: url.toString() });
    try {
      expect(seeded.status, seeded.stderr.slice(-2000)).toBe(0);
      await client.connect();
      const { rows } = await client.query(`
        with balances as (
          select a.id, a.balance_sen + coalesce((select sum(p.balance_sen) from ledger_balance_parts p
                                                 where p.account_id = a.id), 0) as cached,
                 coalesce((select sum(e.amount_sen) from ledger_entries e where e.account_id = a.id), 0) as entries
          from ledger_accounts a),
        daily as (select account_id, sum(in_sen - out_sen) as net, sum(entries) as n
                  from report_ledger_daily group by account_id),
        entries as (select account_id, sum(amount_sen) as net, count(*) as n from ledger_entries group by account_id)
        select
          (select count(*) from transactions)::int as transactions,
          (select count(*) from (select posting_id from ledger_entries group by posting_id
                                 having sum(amount_sen) <> 0) u)::int as unbalanced,
          (select count(*) from balances where cached <> entries)::int as cache_mismatches,
          (select count(*) from entries full join daily using (account_id)
           where daily.net is distinct from entries.net or daily.n is distinct from entries.n)::int as daily_mismatches`);
      expect(rows[0]).toEqual({
        transactions: 4000,
        unbalanced: 0,
        cache_mismatches: 0,
        daily_mismatches: 0,
      });
    } finally {
      await client.end().catch(() => {});
      const admin = new URL(url);
      admin.pathname = '/postgres';
      const dropper = new pg.Client({ connectionString: admin.toString() });
      await dropper.connect();
      await dropper.query(`drop database if exists "${url.pathname.slice(1)}" with (force)`);
      await dropper.end();
    }
  });
});
