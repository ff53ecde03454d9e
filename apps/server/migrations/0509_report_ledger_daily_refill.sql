-- report_ledger_daily gets a refill of its own, as the other summaries have (report_money_daily_refill,
-- report_game_daily_refill, ...): the business-time-zone trigger runs it, and so does the scale
-- seed after its bulk ledger (it wrote the same grouped insert again before). Same body as 0421's
-- rebuild; the refill writes part 0 (0506).

create or replace function report_ledger_daily_refill() returns void language plpgsql as $$
declare
  zone text := business_time_zone();
begin
  delete from report_ledger_daily;
  insert into report_ledger_daily (day, account_id, posting_kind, in_sen, out_sen, entries)
  select (p.created_at at time zone zone)::date, e.account_id, p.kind,
         sum(greatest(e.amount_sen, 0)), sum(greatest(-e.amount_sen, 0)), count(*)
  from ledger_entries e join ledger_postings p on p.id = e.posting_id
  group by 1, 2, 3;
end
$$;

create or replace function report_ledger_daily_rebuild() returns trigger language plpgsql as $$
begin
  perform report_ledger_daily_refill();
  return null;
end
$$;
