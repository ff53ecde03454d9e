import { type SQL, sql } from 'drizzle-orm';
import { addBusinessDays } from '../../platform/business-time.ts';
import { inDays, optionalEq, type ReportInput } from './report-query.ts';

/*
 * The money facts every money report shares, so they agree with each other and with the ledger:
 * a transaction counts on the business day its money moved (processed_at, the instant its ledger
 * posting was written) if it went through (success, complete, or voided later), and counts back,
 * negatively, on the day it was voided. A reward credited to a wallet (no game account) is
 * 'reward_credit'; 'reward' is a redemption into a game account. The sums per day are kept by a
 * trigger on `transactions` in the same database transaction as the change (migration 0480), so
 * a report over a year reads a few thousand summary rows, not a million transactions.
 */

/** Per business day (a date), type, product and bank: `n` (in minus back), amounts and bonuses. */
export function dailyMoneySql(input: ReportInput, types: SQL = sql`true`): SQL {
  return sql`
    select d.day, d.type, d.product_id, d.n_in - d.n_out as n, d.amount_sen, d.bonus_sen
    from report_money_daily d
    where ${inDays(sql`d.day`, input)} and ${types}
      and ${optionalEq(sql`d.product_id`, input.productId)} and ${optionalEq(sql`d.bank_id`, input.bankId)}`;
}

/** The same per member, for deposits and withdrawals, with the last deposit's instant of the day. */
export function memberDailySql(input: ReportInput, types: SQL = sql`true`): SQL {
  return sql`
    select d.day, d.member_id, d.type, d.n_in - d.n_out as n, d.amount_sen, d.bonus_sen, d.last_in_at
    from report_member_daily d
    where ${inDays(sql`d.day`, input)} and ${types}
      and ${optionalEq(sql`d.product_id`, input.productId)} and ${optionalEq(sql`d.bank_id`, input.bankId)}
      and ${optionalEq(sql`d.member_id`, input.memberId)}`;
}

/** Members whose first deposit ever went through in the range (by its product and bank). */
export function firstDepositsSql(input: ReportInput): SQL {
  return sql`
    select d.day, d.member_id from report_first_deposits d
    where ${inDays(sql`d.day`, input)} and ${optionalEq(sql`d.product_id`, input.productId)}
      and ${optionalEq(sql`d.bank_id`, input.bankId)}`;
}

/**
 * The calendar months wholly inside from..to, as [start, end) first days of months, or null
 * when there is none ('2025-11-25'..'2026-11-24' gives '2025-12-01'..'2026-11-01').
 */
export function wholeMonths(from: string, to: string): { start: string; end: string } | null {
  const firstOfNext = (day: string) => {
    const [y, m] = day.split('-').map(Number) as [number, number];
    return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
  };
  const start = from.endsWith('-01') ? from : firstOfNext(from);
  const dayAfter = addBusinessDays(to, 1);
  const end = dayAfter.endsWith('-01') ? dayAfter : `${to.slice(0, 8)}01`;
  return start < end ? { start, end } : null;
}

/**
 * One row per member with money in the range: deposits (count in minus back, amount, bonus, the
 * last one) and withdrawals. Whole months come from `report_member_monthly` (migration 0492),
 * the days at the edges from the daily rows; each part is grouped on its own, so the planner
 * knows how many members each gives. With a product or bank filter (the monthly rows have
 * neither), every day comes from the daily rows.
 */
export function memberTotalsSql(input: ReportInput): SQL {
  const months =
    input.productId === undefined && input.bankId === undefined ? wholeMonths(input.from, input.to) : null;
  const days = sql`
    select d.member_id,
      coalesce(sum(d.n_in - d.n_out) filter (where d.type = 'deposit'), 0)::bigint as deposit_count,
      coalesce(sum(d.amount_sen) filter (where d.type = 'deposit'), 0)::bigint as deposit_sen,
      coalesce(sum(d.amount_sen) filter (where d.type = 'withdrawal'), 0)::bigint as withdrawal_sen,
      coalesce(sum(d.bonus_sen) filter (where d.type = 'deposit'), 0)::bigint as bonus_sen,
      max(d.last_in_at) filter (where d.type = 'deposit') as last_deposit_at
    from report_member_daily d
    where ${inDays(sql`d.day`, input)}
      and ${months ? sql`not (d.day >= ${months.start}::date and d.day < ${months.end}::date)` : sql`true`}
      and ${optionalEq(sql`d.product_id`, input.productId)} and ${optionalEq(sql`d.bank_id`, input.bankId)}
      and ${optionalEq(sql`d.member_id`, input.memberId)}
    group by d.member_id`;
  if (!months) return days;
  const sum = (column: string) => sql.raw(`coalesce(w.${column}, 0) + coalesce(e.${column}, 0) as ${column}`);
  return sql`
    select coalesce(w.member_id, e.member_id) as member_id, ${sum('deposit_count')}, ${sum('deposit_sen')},
      ${sum('withdrawal_sen')}, ${sum('bonus_sen')},
      greatest(w.last_deposit_at, e.last_deposit_at) as last_deposit_at
    from (
      select m.member_id, sum(m.deposit_n)::bigint as deposit_count, sum(m.deposit_sen)::bigint as deposit_sen,
        sum(m.withdrawal_sen)::bigint as withdrawal_sen, sum(m.bonus_sen)::bigint as bonus_sen,
        max(m.last_deposit_at) as last_deposit_at
      from report_member_monthly m
      where m.month >= ${months.start}::date and m.month < ${months.end}::date
        and ${optionalEq(sql`m.member_id`, input.memberId)}
      group by m.member_id
    ) w
    full join (${days}) e on e.member_id = w.member_id`;
}
