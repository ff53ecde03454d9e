-- Fraud report at scale: a withdrawal that takes back nearly all of a deposit made
-- just before it ("deposits withdrawn soon after with little play") is found when the money
-- moves, not by probing every withdrawal of a year for the deposit before it (0.9 s of the
-- report's 1.7 s on the scale database).
--
-- The signal: a withdrawal that went through (success, complete) for at least 90 % of the
-- amount plus bonus of the member's latest deposit that went through (success, complete) in
-- the 60 minutes up to it. Which deposit that is can change only when a deposit or withdrawal of
-- the member moves in or out of those statuses or in time, so each such change recomputes the
-- member's withdrawals in the hour it can reach, in the same database transaction.

create table report_quick_withdrawals (
  withdrawal_id integer primary key,
  member_id integer not null,
  deposit_id integer not null,
  processed_at timestamptz not null,
  deposit_processed_at timestamptz not null,
  amount_sen bigint not null
);
create index report_quick_withdrawals_processed on report_quick_withdrawals (processed_at);
create index report_quick_withdrawals_member on report_quick_withdrawals (member_id, processed_at);

-- The signals of one member's withdrawals processed in [from_at, to_at] (every member's when
-- `member` is null), written out again from transactions.
create or replace function report_quick_withdrawals_refresh(member integer, from_at timestamptz, to_at timestamptz)
returns void language plpgsql as $$
begin
  delete from report_quick_withdrawals q
  where (member is null or q.member_id = member) and q.processed_at between from_at and to_at;
  insert into report_quick_withdrawals (withdrawal_id, member_id, deposit_id, processed_at, deposit_processed_at, amount_sen)
  select w.id, w.member_id, d.id, w.processed_at, d.processed_at, w.amount_sen
  from transactions w
  join lateral (
    select d.id, d.processed_at, d.amount_sen, d.bonus_sen from transactions d
    where d.member_id = w.member_id and d.type = 'deposit' and d.status in ('success', 'complete')
      and d.processed_at <= w.processed_at and d.processed_at > w.processed_at - interval '60 minutes'
    order by d.processed_at desc limit 1
  ) d on true
  where (member is null or w.member_id = member) and w.type = 'withdrawal' and w.status in ('success', 'complete')
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

create trigger transactions_report_quick_insert
  after insert on transactions
  for each row when (new.processed_at is not null and new.type in ('deposit', 'withdrawal'))
  execute function report_quick_withdrawals_track();
create trigger transactions_report_quick_delete
  after delete on transactions
  for each row when (old.processed_at is not null and old.type in ('deposit', 'withdrawal'))
  execute function report_quick_withdrawals_track();
-- success -> complete keeps a transaction in the signal's statuses: not a change for it.
create trigger transactions_report_quick_update
  after update on transactions
  for each row when (
    (old.type in ('deposit', 'withdrawal') or new.type in ('deposit', 'withdrawal'))
    and ((old.status in ('success', 'complete')) is distinct from (new.status in ('success', 'complete'))
      or old.processed_at is distinct from new.processed_at or old.amount_sen <> new.amount_sen
      or old.bonus_sen <> new.bonus_sen or old.member_id <> new.member_id or old.type <> new.type))
  execute function report_quick_withdrawals_track();

select report_quick_withdrawals_refresh(null, '-infinity', 'infinity');

-- Repeated rejections: a member's rejected deposits of the range, from the index alone.
create index transactions_rejected_deposits on transactions (processed_at) include (member_id, amount_sen)
  where type = 'deposit' and status = 'failed' and not fraud and failure_code is null;
