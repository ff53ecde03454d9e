import { type SQL, sql } from 'drizzle-orm';
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
