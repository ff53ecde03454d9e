import { sql } from 'drizzle-orm';
import { inDays, optionalEq, type ReportSource } from './report-query.ts';
import { dailyMoneySql } from './went-through.ts';

/**
 * Game: per product, the money that went through its game accounts, and the members' net
 * game result (wins minus losses found when the ledger was brought to the provider's balance),
 * summed per day, product and member by a trigger on the ledger (`report_game_daily`, 0490).
 */
export const gameReport: ReportSource = {
  key: 'game',
  rows: (input) => sql`
    with money as (
      select m.product_id,
        coalesce(sum(m.n) filter (where m.type = 'deposit'), 0)::bigint as deposit_count,
        coalesce(sum(m.amount_sen) filter (where m.type = 'deposit'), 0)::bigint as deposit_sen,
        coalesce(sum(m.amount_sen) filter (where m.type = 'withdrawal'), 0)::bigint as withdrawal_sen,
        coalesce(sum(m.bonus_sen) filter (where m.type = 'deposit'), 0)::bigint as bonus_sen
      from (${dailyMoneySql(input, sql`d.type in ('deposit', 'withdrawal')`)}) m group by 1
    ),
    played as (
      select g.product_id, -sum(g.result_sen)::bigint as game_result_sen, count(distinct g.member_id) as players
      from report_game_daily g
      where ${inDays(sql`g.day`, input)} and ${optionalEq(sql`g.member_id`, input.memberId)}
        and ${optionalEq(sql`g.product_id`, input.productId)}
      group by 1
    )
    select p.id as row_key, p.name as product,
      coalesce(money.deposit_count, 0) as deposit_count, coalesce(money.deposit_sen, 0) as deposit_sen,
      coalesce(money.withdrawal_sen, 0) as withdrawal_sen, coalesce(money.bonus_sen, 0) as bonus_sen,
      coalesce(money.deposit_sen, 0) - coalesce(money.withdrawal_sen, 0) as net_sen,
      coalesce(played.players, 0) as players, coalesce(played.game_result_sen, 0) as game_result_sen
    from products p left join money on money.product_id = p.id left join played on played.product_id = p.id
    where ${optionalEq(sql`p.id`, input.productId)}`,
};
