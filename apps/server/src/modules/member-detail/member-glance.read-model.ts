import type { GlanceGroup, MemberGlance } from '@topup/contracts/api/member-glance.ts';
import { type SQL, sql } from 'drizzle-orm';
import { addBusinessDays, businessDayOf } from '../../platform/business-time.ts';
import type { Db } from '../../platform/db/client.ts';

/** How many periods the page shows, the current one last. */
const PERIODS: Record<GlanceGroup, { count: number; step: string }> = {
  day: { count: 31, step: '1 day' },
  week: { count: 13, step: '1 week' },
  month: { count: 12, step: '1 month' },
};

/** The first business day of the earliest period shown, counted back from `today`. */
export function firstPeriodStart(today: string, group: GlanceGroup): string {
  const { count } = PERIODS[group];
  if (group === 'day') return addBusinessDays(today, 1 - count);
  if (group === 'week') {
    const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
    return addBusinessDays(today, -weekday - 7 * (count - 1));
  }
  const [year, month] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 1 - (count - 1), 1));
  return first.toISOString().slice(0, 10);
}

const utcText = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const int = (value: unknown) => Number(value ?? 0);
const rowsOf = async (db: Db, query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

/**
 * The member's money and play per day, week or month (business days in `zone`, the summaries'
 * own day cut: report_member_daily, report_game_daily, report_turnover_daily), every period
 * shown even when empty, with the first and last deposit and the lifetime totals.
 */
export async function memberGlance(
  db: Db,
  memberId: number,
  group: GlanceGroup,
  now: Date,
  zone: string,
): Promise<MemberGlance> {
  const today = businessDayOf(now, zone);
  const from = firstPeriodStart(today, group);
  const unit = sql.raw(`'${group}'`);
  const facts = sql`
    select d.day, (d.n_in - d.n_out) * (d.type = 'deposit')::int as deposit_count,
      d.amount_sen * (d.type = 'deposit')::int as deposit_sen,
      d.amount_sen * (d.type = 'withdrawal')::int as withdrawal_sen,
      d.bonus_sen * (d.type = 'deposit')::int as bonus_sen, 0::bigint as game_result_sen, 0::bigint as turnover_sen
    from report_member_daily d where d.member_id = ${memberId} and d.type in ('deposit', 'withdrawal')
    union all
    select g.day, 0, 0, 0, 0, -g.result_sen, 0 from report_game_daily g where g.member_id = ${memberId}
    union all
    select t.day, 0, 0, 0, 0, 0, t.turnover_sen from report_turnover_daily t where t.member_id = ${memberId}`;
  const periods = await rowsOf(
    db,
    sql`
      with facts as (${facts}),
      periods as (
        select p::date as start from generate_series(${from}::date, ${today}::date, ${PERIODS[group].step}::interval) p
      ),
      sums as (
        select date_trunc(${unit}, f.day)::date as start, sum(f.deposit_count)::bigint as deposit_count,
          sum(f.deposit_sen)::bigint as deposit_sen, sum(f.withdrawal_sen)::bigint as withdrawal_sen,
          sum(f.bonus_sen)::bigint as bonus_sen, sum(f.game_result_sen)::bigint as game_result_sen,
          sum(f.turnover_sen)::bigint as turnover_sen
        from facts f where f.day >= ${from}::date and f.day <= ${today}::date group by 1
      )
      select to_char(p.start, 'YYYY-MM-DD') as start, s.deposit_count, s.deposit_sen, s.withdrawal_sen,
        s.bonus_sen, s.game_result_sen, s.turnover_sen
      from periods p left join sums s on s.start = p.start order by p.start`,
  );
  const [life] = await rowsOf(
    db,
    sql`
      with facts as (${facts})
      select sum(deposit_sen)::bigint as deposit_sen, sum(withdrawal_sen)::bigint as withdrawal_sen,
        sum(game_result_sen)::bigint as game_result_sen, sum(turnover_sen)::bigint as turnover_sen,
        (select ${utcText(sql`f.processed_at`)} from report_first_deposits f where f.member_id = ${memberId}) as first_deposit_at,
        (select ${utcText(sql`max(d.last_in_at)`)} from report_member_daily d
          where d.member_id = ${memberId} and d.type = 'deposit') as last_deposit_at
      from facts`,
  );
  const lifetime = {
    deposit_sen: int(life?.deposit_sen),
    withdrawal_sen: int(life?.withdrawal_sen),
    game_result_sen: int(life?.game_result_sen),
    turnover_sen: int(life?.turnover_sen),
  };
  return {
    group,
    time_zone: zone,
    periods: periods.map((p) => ({
      start: String(p.start),
      deposit_count: int(p.deposit_count),
      deposit_sen: int(p.deposit_sen),
      withdrawal_sen: int(p.withdrawal_sen),
      bonus_sen: int(p.bonus_sen),
      game_result_sen: int(p.game_result_sen),
      turnover_sen: int(p.turnover_sen),
    })),
    first_deposit_at: (life?.first_deposit_at as string | null) ?? null,
    last_deposit_at: (life?.last_deposit_at as string | null) ?? null,
    lifetime: { ...lifetime, net_sen: lifetime.deposit_sen - lifetime.withdrawal_sen },
  };
}
