import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { businessLocalSql, inRange, queryRows, type ReportSource } from './report-query.ts';
import { dailyMoneySql, firstDepositsSql, memberDailySql } from './went-through.ts';

const moneyDay = (type: string, what: 'n' | 'amount_sen' | 'bonus_sen') =>
  sql`coalesce(sum(m.${sql.raw(what)}) filter (where m.type = ${type}), 0)::bigint`;

/** Overall: one row per business day of the range (zero-filled), money that went through. */
export const overallReport: ReportSource = {
  key: 'overall',
  rows: (input) => sql`
    with days as (
      select d::date as day
      from generate_series(${input.from}::date, ${input.to}::date, interval '1 day') d
    ),
    money as (
      select m.day,
        ${moneyDay('deposit', 'n')} as deposit_count, ${moneyDay('deposit', 'amount_sen')} as deposit_sen,
        ${moneyDay('withdrawal', 'n')} as withdrawal_count,
        ${moneyDay('withdrawal', 'amount_sen')} as withdrawal_sen,
        ${moneyDay('deposit', 'bonus_sen')} as bonus_sen,
        ${moneyDay('adjustment', 'amount_sen')} as adjustment_sen,
        ${moneyDay('transfer', 'n')} as transfer_count, ${moneyDay('transfer', 'amount_sen')} as transfer_sen,
        ${moneyDay('reward', 'n')} as reward_count, ${moneyDay('reward', 'amount_sen')} as reward_sen
      from (${dailyMoneySql(input)}) m group by 1
    ),
    active as (
      select m.day, count(distinct m.member_id) as n from (${memberDailySql(input, sql`d.type = 'deposit' and d.n_in > 0`)}) m
      group by 1
    ),
    joined as (
      select (${businessLocalSql(sql`registered_at`, input)})::date as day, count(*) as n from members
      where ${inRange(sql`registered_at`, input)} group by 1
    ),
    firsts as (
      select f.day, count(*) as n from (${firstDepositsSql(input)}) f group by 1
    )
    select to_char(days.day, 'YYYY-MM-DD') as row_key, to_char(days.day, 'YYYY-MM-DD') as day,
      coalesce(money.deposit_count, 0) as deposit_count, coalesce(money.deposit_sen, 0) as deposit_sen,
      coalesce(money.withdrawal_count, 0) as withdrawal_count,
      coalesce(money.withdrawal_sen, 0) as withdrawal_sen,
      coalesce(money.deposit_sen, 0) - coalesce(money.withdrawal_sen, 0) as net_sen,
      coalesce(money.bonus_sen, 0) as bonus_sen, coalesce(money.adjustment_sen, 0) as adjustment_sen,
      coalesce(money.transfer_count, 0) as transfer_count, coalesce(money.transfer_sen, 0) as transfer_sen,
      coalesce(money.reward_count, 0) as reward_count, coalesce(money.reward_sen, 0) as reward_sen,
      coalesce(joined.n, 0) as new_members, coalesce(active.n, 0) as active_members,
      coalesce(firsts.n, 0) as first_deposits
    from days left join money on money.day = days.day left join joined on joined.day = days.day
      left join firsts on firsts.day = days.day left join active on active.day = days.day`,
  // A member active on three days is one active member of the range, not three.
  totals: async (db: Db, input) => {
    const [row] = await queryRows(
      db,
      sql`select count(distinct m.member_id)::int as n from (${memberDailySql(input, sql`d.type = 'deposit' and d.n_in > 0`)}) m`,
    );
    return { active_members: Number(row?.n ?? 0) };
  },
};
