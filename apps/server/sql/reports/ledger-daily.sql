-- report_ledger_daily: per business day, ledger account and posting kind, what moved in and
-- out. Kept by a trigger on every ledger entry, so it commits or rolls back with the posting
-- itself (never a nightly job that can drift); reports-reconcile.test.ts recomputes it.
--
-- Parts: every approval adds to the rows of the shared accounts (the bank, the kiosk,
-- `external`, `game_result`); a row is kept in up to 16 parts chosen by the database connection
-- (`pg_backend_pid() % 16`) so that concurrent approvals do not queue on one row at commit. A
-- day's figure is the sum of its parts; the refill writes part 0 and report_parts_fold
-- (parts-fold.sql) folds past days back into part 0.
create or replace function report_ledger_daily_add() returns trigger language plpgsql as $$
declare
  posting record;
begin
  select created_at, kind into posting from ledger_postings where id = new.posting_id;
  insert into report_ledger_daily as d (day, account_id, posting_kind, part, in_sen, out_sen, entries)
  values (
    (posting.created_at at time zone business_time_zone())::date,
    new.account_id,
    posting.kind,
    pg_backend_pid() % 16,
    greatest(new.amount_sen, 0),
    greatest(-new.amount_sen, 0),
    1
  )
  on conflict (account_id, day, posting_kind, part) do update
    set in_sen = d.in_sen + excluded.in_sen,
        out_sen = d.out_sen + excluded.out_sen,
        entries = d.entries + 1;
  return null;
end
$$;

-- The whole summary again from the ledger, in the current zone (an unknown zone fails here, so
-- the setting cannot be saved with it). The scale seed calls it after its bulk ledger too.
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

-- At commit, not at each statement: a shared row stays locked only while the commit finishes,
-- not across the rest of the approval's statements (deferred triggers run inside COMMIT, in the
-- same transaction and order, so the summary stays exact).
drop trigger if exists ledger_entries_report_daily on ledger_entries;
create constraint trigger ledger_entries_report_daily
  after insert on ledger_entries deferrable initially deferred
  for each row
  execute function report_ledger_daily_add();

-- A new business time zone cuts the days again, in the transaction that saves the setting.
drop trigger if exists settings_business_time_zone_rebuild on settings;
create trigger settings_business_time_zone_rebuild
  after insert or update of value on settings
  for each row when (new.key = 'business_time_zone')
  execute function report_ledger_daily_rebuild();
drop trigger if exists settings_business_time_zone_removed on settings;
create trigger settings_business_time_zone_removed
  after delete on settings
  for each row when (old.key = 'business_time_zone')
  execute function report_ledger_daily_rebuild();
