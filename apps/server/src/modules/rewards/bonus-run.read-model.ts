import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { gameResultLegsSql } from '../ledger/game-results.read-model.ts';

/** [start, end) of a run's period of business days. */
export type RunRange = { start: Date; end: Date };

export type MemberFacts = { memberId: number; name: string; phone: string; active: boolean; fraud: boolean };

/** A member's net result at the games in the period: positive = the member lost that much. */
export type NetLoss = MemberFacts & { netLossSen: number };

/** A referred member's first deposit in the period, with the upline it pays. */
export type FirstDeposit = {
  upline: MemberFacts;
  referred: MemberFacts;
  depositTransactionId: number;
  depositSen: number;
};

async function rowsOf(db: Db, query: SQL): Promise<Record<string, unknown>[]> {
  return ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
}

const facts = (row: Record<string, unknown>, prefix = ''): MemberFacts => ({
  memberId: Number(row[`${prefix}id`]),
  name: String(row[`${prefix}name`]),
  phone: String(row[`${prefix}phone`]),
  active: row[`${prefix}status`] === 'active',
  fraud: row[`${prefix}fraud`] === true,
});

/**
 * Each member's game result booked in the period: the `game_result` legs of the postings that
 * brought their game accounts to the provider's balance (play the provider's log shows), by
 * the posting's time. Members with no play booked in the period are not listed.
 */
export async function netLossesInPeriod(db: Db, range: RunRange): Promise<NetLoss[]> {
  const rows = await rowsOf(
    db,
    sql`
      with played as (
        select ma.member_id, sum(gr.amount_sen)::bigint as net_loss_sen
        from ${gameResultLegsSql}
        where p.created_at >= ${range.start.toISOString()}::timestamptz
          and p.created_at < ${range.end.toISOString()}::timestamptz
        group by ma.member_id
      )
      select m.id, m.name, m.phone, m.status, m.fraud, played.net_loss_sen
      from played join members m on m.id = played.member_id
      order by played.net_loss_sen desc, m.id`,
  );
  return rows.map((row) => ({ ...facts(row), netLossSen: Number(row.net_loss_sen) }));
}

/**
 * Members with an upline whose first deposit (the earliest deposit that went through: success
 * or complete, by the time it was credited) falls in the period.
 */
export async function firstDepositsInPeriod(db: Db, range: RunRange): Promise<FirstDeposit[]> {
  const start = sql`${range.start.toISOString()}::timestamptz`;
  const end = sql`${range.end.toISOString()}::timestamptz`;
  const rows = await rowsOf(
    db,
    sql`
      with firsts as (
        select distinct on (t.member_id) t.member_id, t.id, t.amount_sen, t.processed_at
        from transactions t
        where t.type = 'deposit' and t.status in ('success', 'complete') and t.processed_at is not null
          and t.member_id in (
            select d.member_id from transactions d
            where d.type = 'deposit' and d.processed_at >= ${start} and d.processed_at < ${end}
          )
        order by t.member_id, t.processed_at, t.id
      )
      select r.id, r.name, r.phone, r.status, r.fraud,
        u.id as u_id, u.name as u_name, u.phone as u_phone, u.status as u_status, u.fraud as u_fraud,
        f.id as deposit_id, f.amount_sen
      from firsts f
      join members r on r.id = f.member_id
      join members u on u.id = r.upline_id
      where f.processed_at >= ${start} and f.processed_at < ${end}
      order by u.id, f.processed_at, f.id`,
  );
  return rows.map((row) => ({
    upline: facts(row, 'u_'),
    referred: facts(row),
    depositTransactionId: Number(row.deposit_id),
    depositSen: Number(row.amount_sen),
  }));
}
