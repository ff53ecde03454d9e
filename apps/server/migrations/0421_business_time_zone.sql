-- Reports: the business time zone is a setting (`business_time_zone`, an IANA name,
-- Asia/Kuala_Lumpur when unset). The daily ledger summary is cut in it; changing it rebuilds the
-- summary in the same transaction as the change, so the summary never mixes two zones.

create or replace function business_time_zone() returns text language sql stable as $$
  select coalesce((select value #>> '{}' from settings where key = 'business_time_zone'), 'Asia/Kuala_Lumpur')
$$;

create or replace function report_ledger_daily_add() returns trigger language plpgsql as $$
declare
  posting record;
begin
  select created_at, kind into posting from ledger_postings where id = new.posting_id;
  insert into report_ledger_daily as d (day, account_id, posting_kind, in_sen, out_sen, entries)
  values (
    (posting.created_at at time zone business_time_zone())::date,
    new.account_id,
    posting.kind,
    greatest(new.amount_sen, 0),
    greatest(-new.amount_sen, 0),
    1
  )
  on conflict (account_id, day, posting_kind) do update
    set in_sen = d.in_sen + excluded.in_sen,
        out_sen = d.out_sen + excluded.out_sen,
        entries = d.entries + 1;
  return null;
end
$$;

-- The whole summary again from the ledger, in the current zone (an unknown zone fails here, so
-- the setting cannot be saved with it).
create or replace function report_ledger_daily_rebuild() returns trigger language plpgsql as $$
declare
  zone text := business_time_zone();
begin
  delete from report_ledger_daily;
  insert into report_ledger_daily (day, account_id, posting_kind, in_sen, out_sen, entries)
  select (p.created_at at time zone zone)::date, e.account_id, p.kind,
         sum(greatest(e.amount_sen, 0)), sum(greatest(-e.amount_sen, 0)), count(*)
  from ledger_entries e join ledger_postings p on p.id = e.posting_id
  group by 1, 2, 3;
  return null;
end
$$;

create trigger settings_business_time_zone_rebuild
  after insert or update of value on settings
  for each row when (new.key = 'business_time_zone')
  execute function report_ledger_daily_rebuild();
create trigger settings_business_time_zone_removed
  after delete on settings
  for each row when (old.key = 'business_time_zone')
  execute function report_ledger_daily_rebuild();
