-- Report rows in parts, folded once their day is over. A day's money row and a shared
-- account's ledger row are kept in up to 16 parts (money-daily.sql, ledger-daily.sql) so that
-- concurrent approvals do not queue on one row at commit. Left as they are, every past day would
-- keep up to 16 rows per summary row and year-long reports would read three times the rows. The
-- queueing only matters while the day is written to, so the days before `before` are folded
-- back into part 0 (reports/report-parts-fold.ts calls this with the current business day). One
-- statement per summary deletes the parts and adds them to part 0: a late write to a folded day
-- simply starts a part again, and the sums stay exact throughout.
create or replace function report_parts_fold(before date) returns integer language plpgsql as $$
declare
  money integer;
  ledger integer;
begin
  with moved as (
    delete from report_money_daily where day < before and part > 0
    returning day, type, product_id, bank_id, n_in, n_out, amount_sen, bonus_sen
  )
  insert into report_money_daily as d (day, type, product_id, bank_id, part, n_in, n_out, amount_sen, bonus_sen)
  select day, type, product_id, bank_id, 0, sum(n_in), sum(n_out), sum(amount_sen), sum(bonus_sen)
  from moved group by day, type, product_id, bank_id
  on conflict (day, type, product_id, bank_id, part) do update
    set n_in = d.n_in + excluded.n_in,
        n_out = d.n_out + excluded.n_out,
        amount_sen = d.amount_sen + excluded.amount_sen,
        bonus_sen = d.bonus_sen + excluded.bonus_sen;
  get diagnostics money = row_count;

  with moved as (
    delete from report_ledger_daily where day < before and part > 0
    returning day, account_id, posting_kind, in_sen, out_sen, entries
  )
  insert into report_ledger_daily as d (day, account_id, posting_kind, part, in_sen, out_sen, entries)
  select day, account_id, posting_kind, 0, sum(in_sen), sum(out_sen), sum(entries)
  from moved group by day, account_id, posting_kind
  on conflict (account_id, day, posting_kind, part) do update
    set in_sen = d.in_sen + excluded.in_sen,
        out_sen = d.out_sen + excluded.out_sen,
        entries = d.entries + excluded.entries;
  get diagnostics ledger = row_count;

  return money + ledger;
end
$$;
