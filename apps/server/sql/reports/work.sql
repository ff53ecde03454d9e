-- The Game, Staff and Shift reports' summaries, kept by triggers in the same database
-- transaction as the posting, the activity-log row or the status change (never a nightly job
-- that can drift); reports-reconcile.test.ts compares each with a recomputation. A new business
-- time zone (or new shifts) rebuilds them in the transaction that saves the setting.
--
-- The rules:
-- - report_game_daily: the members' game results per business day, product and member: the
--   `game_result` leg of a posting, against the game account of the same posting
--   (ledger/game-results.read-model.ts).
-- - report_turnover_daily: the members' turnover (bets) per business day, product and member:
--   the `game_turnover` rows, on the day the play was booked (as its game result).
-- - report_staff_daily: the operators' transaction actions per business day, with the
--   transaction's type and amount when the action was logged (tx_type '' when the target is not
--   a transaction); report_approval_waits: how long members waited for an approval, in whole
--   seconds, counted per day and operator (so any range's median and 95th percentile are exact).
-- - report_shift_work: per business day, shift (its start instant) and operator, the approvals,
--   rejections and completions logged, and the money of the deposits and withdrawals the
--   operator claimed, in the shift it moved in, unverified there until complete. `day` is the
--   business day of each event, so a range cuts shifts that cross midnight where the events' do.

create or replace function report_game_daily_add() returns trigger language plpgsql as $$
begin
  if not exists (select 1 from ledger_accounts a where a.id = new.account_id and a.kind = 'game_result') then
    return null;
  end if;
  -- The posting's legs are written by one statement, so the game account's leg is visible here.
  insert into report_game_daily as d (day, product_id, member_id, result_sen)
  select (p.created_at at time zone business_time_zone())::date, ma.product_id, ma.member_id, sum(new.amount_sen)
  from ledger_postings p
  join ledger_entries me on me.posting_id = p.id
  join ledger_accounts mea on mea.id = me.account_id and mea.kind = 'member_account'
  join member_accounts ma on ma.id = mea.ref_id
  where p.id = new.posting_id
  group by 1, 2, 3
  on conflict (day, product_id, member_id) do update set result_sen = d.result_sen + excluded.result_sen;
  return null;
end
$$;

-- At commit, like the other report triggers.
drop trigger if exists ledger_entries_report_game on ledger_entries;
create constraint trigger ledger_entries_report_game
  after insert on ledger_entries deferrable initially deferred
  for each row
  execute function report_game_daily_add();

create or replace function report_game_daily_refill() returns void language plpgsql as $$
begin
  delete from report_game_daily;
  insert into report_game_daily (day, product_id, member_id, result_sen)
  select (p.created_at at time zone business_time_zone())::date, ma.product_id, ma.member_id, sum(gr.amount_sen)
  from ledger_postings p
  join ledger_entries gr on gr.posting_id = p.id
  join ledger_accounts gra on gra.id = gr.account_id and gra.kind = 'game_result'
  join ledger_entries me on me.posting_id = p.id
  join ledger_accounts mea on mea.id = me.account_id and mea.kind = 'member_account'
  join member_accounts ma on ma.id = mea.ref_id
  group by 1, 2, 3;
end
$$;

create or replace function report_turnover_daily_add() returns trigger language plpgsql as $$
begin
  insert into report_turnover_daily as d (day, product_id, member_id, turnover_sen)
  values ((new.created_at at time zone business_time_zone())::date, new.product_id, new.member_id, new.bet_sen)
  on conflict (day, product_id, member_id) do update set turnover_sen = d.turnover_sen + excluded.turnover_sen;
  return null;
end
$$;

drop trigger if exists game_turnover_report on game_turnover;
create trigger game_turnover_report
  after insert on game_turnover
  for each row
  execute function report_turnover_daily_add();

create or replace function report_turnover_daily_refill() returns void language plpgsql as $$
begin
  delete from report_turnover_daily;
  insert into report_turnover_daily (day, product_id, member_id, turnover_sen)
  select (t.created_at at time zone business_time_zone())::date, t.product_id, t.member_id, sum(t.bet_sen)
  from game_turnover t
  group by 1, 2, 3;
end
$$;

create or replace function report_shift_add(
  at timestamptz, operator integer, approves integer, rejects integer, completes integer,
  deposit bigint, withdrawal bigint, unverified_deposit integer, unverified_withdrawal integer
) returns void language plpgsql as $$
declare
  zone text := business_time_zone();
  cut_day date := (at at time zone zone)::date;
  shift timestamptz := report_shift_start(at, zone, report_shift_starts());
begin
  insert into report_shift_work as w (day, shift_start, operator_id, approve_count, reject_count, complete_count,
    deposit_sen, withdrawal_sen, unverified_deposits, unverified_withdrawals)
  values (cut_day, shift, operator, approves, rejects, completes, deposit, withdrawal, unverified_deposit, unverified_withdrawal)
  on conflict (day, shift_start, operator_id) do update
    set approve_count = w.approve_count + excluded.approve_count,
        reject_count = w.reject_count + excluded.reject_count,
        complete_count = w.complete_count + excluded.complete_count,
        deposit_sen = w.deposit_sen + excluded.deposit_sen,
        withdrawal_sen = w.withdrawal_sen + excluded.withdrawal_sen,
        unverified_deposits = w.unverified_deposits + excluded.unverified_deposits,
        unverified_withdrawals = w.unverified_withdrawals + excluded.unverified_withdrawals;
  -- A row taken back to nothing (a transaction moved to another operator) is not a shift worked.
  delete from report_shift_work w
  where w.day = cut_day and w.shift_start = shift and w.operator_id = operator
    and w.approve_count = 0 and w.reject_count = 0 and w.complete_count = 0 and w.deposit_sen = 0
    and w.withdrawal_sen = 0 and w.unverified_deposits = 0 and w.unverified_withdrawals = 0;
end
$$;

-- An activity-log row of a transaction action: Staff's counts and waits, Shift's work.
create or replace function report_activity_add() returns trigger language plpgsql as $$
declare
  zone text := business_time_zone();
  cut_day date := (new.created_at at time zone zone)::date;
  act_type text;
  act_amount bigint;
  act_requested timestamptz;
begin
  if new.target_type = 'transaction' and new.target_id ~ '^[0-9]{1,9}$' then
    select t.type, t.amount_sen, t.requested_at into act_type, act_amount, act_requested
    from transactions t where t.id = new.target_id::integer;
  end if;
  insert into report_staff_daily as d (day, operator_id, action, tx_type, n, amount_sen, abs_sen)
  values (cut_day, new.operator_id, new.action, coalesce(act_type, ''), 1, coalesce(act_amount, 0), coalesce(abs(act_amount), 0))
  on conflict (day, operator_id, action, tx_type) do update
    set n = d.n + 1, amount_sen = d.amount_sen + excluded.amount_sen, abs_sen = d.abs_sen + excluded.abs_sen;
  if new.action = 'transaction.approve' and act_type in ('deposit', 'withdrawal') and act_requested is not null then
    insert into report_approval_waits as w (day, operator_id, wait_s, n)
    values (cut_day, new.operator_id, round(extract(epoch from new.created_at - act_requested))::integer, 1)
    on conflict (day, operator_id, wait_s) do update set n = w.n + 1;
  end if;
  if new.action in ('transaction.approve', 'transaction.reject', 'transaction.complete') then
    perform report_shift_add(new.created_at, new.operator_id, (new.action = 'transaction.approve')::integer,
      (new.action = 'transaction.reject')::integer, (new.action = 'transaction.complete')::integer, 0, 0, 0, 0);
  end if;
  return null;
end
$$;

drop trigger if exists activity_log_report_work on activity_log;
create constraint trigger activity_log_report_work
  after insert on activity_log deferrable initially deferred
  for each row when (new.operator_id is not null and new.action in ('transaction.approve', 'transaction.reject',
    'transaction.fraud', 'transaction.void', 'transaction.complete', 'adjustment.create'))
  execute function report_activity_add();

-- A deposit or withdrawal an operator claimed counts in the shift its money moved in, and stays
-- unverified there until it is complete.
create or replace function report_shift_money_apply(r transactions, sign integer) returns void language plpgsql as $$
begin
  if r.claimed_by is null or r.processed_at is null or r.type not in ('deposit', 'withdrawal')
    or r.status not in ('success', 'complete', 'voided') then
    return;
  end if;
  perform report_shift_add(r.processed_at, r.claimed_by, 0, 0, 0,
    sign * case when r.type = 'deposit' then r.amount_sen else 0 end,
    sign * case when r.type = 'withdrawal' then r.amount_sen else 0 end,
    sign * (r.type = 'deposit' and r.status = 'success')::integer,
    sign * (r.type = 'withdrawal' and r.status = 'success')::integer);
end
$$;

create or replace function report_shift_money_track() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then perform report_shift_money_apply(old, -1); end if;
  if tg_op in ('INSERT', 'UPDATE') then perform report_shift_money_apply(new, 1); end if;
  return null;
end
$$;

drop trigger if exists transactions_report_shift_insert_delete on transactions;
create constraint trigger transactions_report_shift_insert_delete
  after insert or delete on transactions deferrable initially deferred
  for each row
  execute function report_shift_money_track();
drop trigger if exists transactions_report_shift_update on transactions;
create constraint trigger transactions_report_shift_update
  after update on transactions deferrable initially deferred
  for each row when (
    old.status <> new.status or old.claimed_by is distinct from new.claimed_by
    or old.processed_at is distinct from new.processed_at or old.amount_sen <> new.amount_sen or old.type <> new.type)
  execute function report_shift_money_track();

create or replace function report_staff_daily_refill() returns void language plpgsql as $$
declare
  zone text := business_time_zone();
begin
  delete from report_staff_daily;
  delete from report_approval_waits;
  create temp table staff_acts on commit drop as
  select (a.created_at at time zone zone)::date as day, a.operator_id, a.action, a.created_at,
    t.type, t.amount_sen, t.requested_at
  from activity_log a
  left join transactions t on a.target_type = 'transaction'
    and t.id = case when a.target_id ~ '^[0-9]{1,9}$' then a.target_id::integer end
  where a.operator_id is not null and a.action in ('transaction.approve', 'transaction.reject',
    'transaction.fraud', 'transaction.void', 'transaction.complete', 'adjustment.create');
  insert into report_staff_daily (day, operator_id, action, tx_type, n, amount_sen, abs_sen)
  select day, operator_id, action, coalesce(type, ''), count(*), coalesce(sum(amount_sen), 0), coalesce(sum(abs(amount_sen)), 0)
  from staff_acts group by 1, 2, 3, 4;
  insert into report_approval_waits (day, operator_id, wait_s, n)
  select day, operator_id, round(extract(epoch from created_at - requested_at))::integer, count(*)
  from staff_acts
  where action = 'transaction.approve' and type in ('deposit', 'withdrawal') and requested_at is not null
  group by 1, 2, 3;
  drop table staff_acts;
end
$$;

create or replace function report_shift_work_refill() returns void language plpgsql as $$
declare
  zone text := business_time_zone();
  starts integer[] := report_shift_starts();
begin
  delete from report_shift_work;
  insert into report_shift_work (day, shift_start, operator_id, approve_count, reject_count, complete_count,
    deposit_sen, withdrawal_sen, unverified_deposits, unverified_withdrawals)
  select (e.at at time zone zone)::date, report_shift_start(e.at, zone, starts), e.operator_id,
    sum(e.approve), sum(e.reject), sum(e.complete), sum(e.deposit_sen), sum(e.withdrawal_sen),
    sum(e.unverified_deposits), sum(e.unverified_withdrawals)
  from (
    select a.operator_id, a.created_at as at,
      (a.action = 'transaction.approve')::integer as approve, (a.action = 'transaction.reject')::integer as reject,
      (a.action = 'transaction.complete')::integer as complete, 0::bigint as deposit_sen, 0::bigint as withdrawal_sen,
      0 as unverified_deposits, 0 as unverified_withdrawals
    from activity_log a
    where a.operator_id is not null
      and a.action in ('transaction.approve', 'transaction.reject', 'transaction.complete')
    union all
    select t.claimed_by, t.processed_at, 0, 0, 0,
      case when t.type = 'deposit' then t.amount_sen else 0 end,
      case when t.type = 'withdrawal' then t.amount_sen else 0 end,
      (t.type = 'deposit' and t.status = 'success')::integer, (t.type = 'withdrawal' and t.status = 'success')::integer
    from transactions t
    where t.claimed_by is not null and t.processed_at is not null and t.type in ('deposit', 'withdrawal')
      and t.status in ('success', 'complete', 'voided')
  ) e
  group by 1, 2, 3;
end
$$;

create or replace function report_work_rebuild() returns trigger language plpgsql as $$
declare
  changed text := case when tg_op = 'DELETE' then old.key else new.key end;
begin
  if changed = 'business_time_zone' then
    perform report_game_daily_refill();
    perform report_turnover_daily_refill();
    perform report_staff_daily_refill();
  end if;
  perform report_shift_work_refill();
  return null;
end
$$;

drop trigger if exists settings_report_work_rebuild on settings;
create trigger settings_report_work_rebuild
  after insert or update of value on settings
  for each row when (new.key in ('business_time_zone', 'report_shifts'))
  execute function report_work_rebuild();
drop trigger if exists settings_report_work_removed on settings;
create trigger settings_report_work_removed
  after delete on settings
  for each row when (old.key in ('business_time_zone', 'report_shifts'))
  execute function report_work_rebuild();
