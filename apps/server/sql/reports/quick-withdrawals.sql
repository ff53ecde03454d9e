-- report_quick_withdrawals: the Fraud report's "deposits withdrawn soon after with little play",
-- found when the money moves, not by probing every withdrawal of a year for the deposit before it.
--
-- The rule: a withdrawal that went through (success, complete) for at least 90 % of the amount
-- plus bonus of the member's latest deposit that went through (success, complete) in the 60
-- minutes up to it. Which deposit that is can change only when a deposit or withdrawal of the
-- member moves in or out of those statuses or in time, so each such change recomputes the
-- member's withdrawals in the hour it can reach, in the same database transaction.

-- The signals of one member's withdrawals processed in [from_at, to_at] (every member's when
-- `member` is null), written out again from transactions. The member is a range (one member, or
-- all of them) so that one plan made per connection serves both with the member indexes.
create or replace function report_quick_withdrawals_refresh(member integer, from_at timestamptz, to_at timestamptz)
returns void language plpgsql as $$
declare
  first_member integer := coalesce(member, -2147483648);
  last_member integer := coalesce(member, 2147483647);
begin
  delete from report_quick_withdrawals q
  where q.member_id between first_member and last_member and q.processed_at between from_at and to_at;
  insert into report_quick_withdrawals (withdrawal_id, member_id, deposit_id, processed_at, deposit_processed_at, amount_sen)
  select w.id, w.member_id, d.id, w.processed_at, d.processed_at, w.amount_sen
  from transactions w
  join lateral (
    select d.id, d.processed_at, d.amount_sen, d.bonus_sen from transactions d
    where d.member_id = w.member_id and d.type = 'deposit' and d.status in ('success', 'complete')
      and d.processed_at <= w.processed_at and d.processed_at > w.processed_at - interval '60 minutes'
    order by d.processed_at desc limit 1
  ) d on true
  where w.member_id between first_member and last_member and w.type = 'withdrawal' and w.status in ('success', 'complete')
    and w.processed_at between from_at and to_at
    and w.amount_sen * 100 >= (d.amount_sen + d.bonus_sen) * 90;
end
$$;

-- A deposit reaches the withdrawals of the hour after it; a withdrawal only itself.
create or replace function report_quick_withdrawals_touch(r transactions) returns void language plpgsql as $$
begin
  if r.processed_at is null or r.type not in ('deposit', 'withdrawal') then
    return;
  end if;
  perform report_quick_withdrawals_refresh(r.member_id, r.processed_at,
    r.processed_at + case when r.type = 'deposit' then interval '60 minutes' else interval '0' end);
end
$$;

create or replace function report_quick_withdrawals_track() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then perform report_quick_withdrawals_touch(old); end if;
  if tg_op in ('INSERT', 'UPDATE') then perform report_quick_withdrawals_touch(new); end if;
  return null;
end
$$;

-- At commit, like the other report triggers. success -> complete keeps a transaction in the
-- signal's statuses: not a change for it.
drop trigger if exists transactions_report_quick_insert on transactions;
create constraint trigger transactions_report_quick_insert
  after insert on transactions deferrable initially deferred
  for each row when (new.processed_at is not null and new.type in ('deposit', 'withdrawal'))
  execute function report_quick_withdrawals_track();
drop trigger if exists transactions_report_quick_delete on transactions;
create constraint trigger transactions_report_quick_delete
  after delete on transactions deferrable initially deferred
  for each row when (old.processed_at is not null and old.type in ('deposit', 'withdrawal'))
  execute function report_quick_withdrawals_track();
drop trigger if exists transactions_report_quick_update on transactions;
create constraint trigger transactions_report_quick_update
  after update on transactions deferrable initially deferred
  for each row when (
    (old.type in ('deposit', 'withdrawal') or new.type in ('deposit', 'withdrawal'))
    and ((old.status in ('success', 'complete')) is distinct from (new.status in ('success', 'complete'))
      or old.processed_at is distinct from new.processed_at or old.amount_sen <> new.amount_sen
      or old.bonus_sen <> new.bonus_sen or old.member_id <> new.member_id or old.type <> new.type))
  execute function report_quick_withdrawals_track();
