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
 * Per member, the deposits (count in minus back, amount, bonus, last one) and withdrawals of the
 * range, in rows to be summed by member: whole months from `report_member_monthly` (migration
 * 0492), the days at the edges from the daily rows. With a product or bank filter (the monthly
 * rows have neither), every day from the daily rows.
 */
export function memberTotalsSql(input: ReportInput): SQL {
  const months =
    input.productId === undefined && input.bankId === undefined ? wholeMonths(input.from, input.to) : null;
  const daily = sql`
    select d.member_id,
      case when d.type = 'deposit' then d.n_in - d.n_out else 0 end as deposit_n,
      case when d.type = 'deposit' then d.amount_sen else 0 end as deposit_sen,
      case when d.type = 'deposit' then d.bonus_sen else 0 end as bonus_sen,
      case when d.type = 'withdrawal' then d.amount_sen else 0 end as withdrawal_sen,
      case when d.type = 'deposit' then d.last_in_at end as last_deposit_at
    from report_member_daily d
    where ${inDays(sql`d.day`, input)}
      and ${months ? sql`not (d.day >= ${months.start}::date and d.day < ${months.end}::date)` : sql`true`}
      and ${optionalEq(sql`d.product_id`, input.productId)} and ${optionalEq(sql`d.bank_id`, input.bankId)}
      and ${optionalEq(sql`d.member_id`, input.memberId)}`;
  if (!months) return daily;
  return sql`${daily}
    union all
    select m.member_id, m.deposit_n, m.deposit_sen, m.bonus_sen, m.withdrawal_sen, m.last_deposit_at
    from report_member_monthly m
    where m.month >= ${months.start}::date and m.month < ${months.end}::date
      and ${optionalEq(sql`m.member_id`, input.memberId)}`;
}
