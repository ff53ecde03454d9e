import { sql } from 'drizzle-orm';
import { inRange, optionalEq, type ReportSource } from './report-query.ts';

/**
 * Bank: per operator bank account, its ledger (opening, in, out, closing) from the daily
 * summary rows, beside the imported statement lines of the same days and their difference.
 */
export const bankReport: ReportSource = {
  key: 'bank',
  rows: (input) => sql`
    select b.id as row_key, b.bank_name || ' ' || b.account_number as bank,
      coalesce(o.sen, 0) as opening_sen, coalesce(r.in_sen, 0) as in_sen, coalesce(r.out_sen, 0) as out_sen,
      coalesce(s.expense_sen, 0) as expense_sen, coalesce(s.other_sen, 0) as other_sen,
      coalesce(o.sen, 0) + coalesce(r.in_sen, 0) - coalesce(r.out_sen, 0) as closing_sen,
      coalesce(s.net_sen, 0) as statement_net_sen,
      coalesce(r.in_sen, 0) - coalesce(r.out_sen, 0) - coalesce(s.net_sen, 0) as difference_sen
    from banks b
    left join ledger_accounts la on la.kind = 'bank' and la.ref_id = b.id
    left join lateral (
      select sum(d.in_sen - d.out_sen)::bigint as sen from report_ledger_daily d
      where d.account_id = la.id and d.day < ${input.from}::date
    ) o on true
    left join lateral (
      select sum(d.in_sen)::bigint as in_sen, sum(d.out_sen)::bigint as out_sen from report_ledger_daily d
      where d.account_id = la.id and d.day between ${input.from}::date and ${input.to}::date
    ) r on true
    left join lateral (
      select sum(bt.deposit_sen - bt.withdraw_sen)::bigint as net_sen,
        coalesce(sum(bt.withdraw_sen - bt.deposit_sen) filter (where bt.type = 'expense'), 0)::bigint as expense_sen,
        coalesce(sum(bt.deposit_sen - bt.withdraw_sen) filter (where bt.type = 'other'), 0)::bigint as other_sen
      from bank_transactions bt where bt.bank_id = b.id and ${inRange(sql`bt.transacted_at`, input)}
    ) s on true
    where ${optionalEq(sql`b.id`, input.bankId)}`,
};
