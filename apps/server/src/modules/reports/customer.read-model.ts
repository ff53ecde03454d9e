import { sql } from 'drizzle-orm';
import { inDays, optionalEq, type ReportInput, type ReportSource } from './report-query.ts';
import { memberTotalsSql } from './went-through.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Per member, the game result (positive: the member won; `report_game_daily` holds the
 * game_result leg, positive when the member lost) and turnover (bets) booked in the range.
 */
export function memberPlaySql(input: ReportInput) {
  return sql`
    select member_id, -sum(result_sen)::bigint as game_result_sen, sum(turnover_sen)::bigint as turnover_sen
    from (
      select g.member_id, g.result_sen, 0::bigint as turnover_sen from report_game_daily g
      where ${inDays(sql`g.day`, input)} and ${optionalEq(sql`g.member_id`, input.memberId)}
        and ${optionalEq(sql`g.product_id`, input.productId)}
      union all
      select t.member_id, 0::bigint, t.turnover_sen from report_turnover_daily t
      where ${inDays(sql`t.day`, input)} and ${optionalEq(sql`t.member_id`, input.memberId)}
        and ${optionalEq(sql`t.product_id`, input.productId)}
    ) p
    group by member_id`;
}

/**
 * Customer: per member with money through or play in the range; sorted by deposits it is the
 * top depositors.
 */
export const customerReport: ReportSource = {
  key: 'customer',
  rows: (input) => sql`
    select mb.id as row_key, mb.id as member_id, mb.name as member, mb.phone,
      coalesce(m.deposit_count, 0) as deposit_count, coalesce(m.deposit_sen, 0) as deposit_sen,
      coalesce(m.withdrawal_sen, 0) as withdrawal_sen,
      coalesce(m.deposit_sen, 0) - coalesce(m.withdrawal_sen, 0) as net_sen, coalesce(m.bonus_sen, 0) as bonus_sen,
      coalesce(p.game_result_sen, 0) as game_result_sen, coalesce(p.turnover_sen, 0) as turnover_sen,
      m.last_deposit_at
    from (${memberTotalsSql(input)}) m
    full join (${memberPlaySql(input)}) p on p.member_id = m.member_id
    join members mb on mb.id = coalesce(m.member_id, p.member_id)
    where ${input.q ? sql`(mb.name ilike ${`%${escapeLike(input.q)}%`} or mb.phone ilike ${`%${escapeLike(input.q)}%`})` : sql`true`}`,
};
