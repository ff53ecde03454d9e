-- report_member_monthly: whole months of report_member_daily per member, so a year-long
-- Customer report reads one row per member and month instead of ~830,000 daily rows; the days
-- at the range's edges still come from report_member_daily (reports/went-through.ts).
--
-- report_money_apply (money-daily.sql) adds its one row's difference to the month directly and
-- marks its statements ('report.member_monthly' = 'direct'); every other writer of the daily
-- rows (the refills) goes through the statement triggers here, which add each statement's
-- changes as differences (new rows minus old rows per month and member), so concurrent writers
-- add up as they do in the daily rows. A month's last deposit only moves back when a daily row's
-- does; then it is read again from the daily rows.

-- Adds the changes of a statement, one element per (month, member). Where `recheck` is set (a
-- daily row's last deposit moved back, or a daily row went away), the month's last deposit is
-- read again from the daily rows, and a month with no daily rows left is removed.
create or replace function report_member_monthly_add(
  months date[], member_ids integer[], deposit_ns integer[], deposit_sens bigint[], bonus_sens bigint[],
  withdrawal_sens bigint[], lasts timestamptz[], rechecks boolean[]
) returns void language plpgsql as $$
#variable_conflict use_column
begin
  insert into report_member_monthly as m (month, member_id, deposit_n, deposit_sen, bonus_sen, withdrawal_sen, last_deposit_at)
  select k.month, k.member_id, k.deposit_n, k.deposit_sen, k.bonus_sen, k.withdrawal_sen, k.last_deposit_at
  from unnest(months, member_ids, deposit_ns, deposit_sens, bonus_sens, withdrawal_sens, lasts)
    k(month, member_id, deposit_n, deposit_sen, bonus_sen, withdrawal_sen, last_deposit_at)
  order by k.month, k.member_id
  on conflict (month, member_id) do update
    set deposit_n = m.deposit_n + excluded.deposit_n, deposit_sen = m.deposit_sen + excluded.deposit_sen,
        bonus_sen = m.bonus_sen + excluded.bonus_sen, withdrawal_sen = m.withdrawal_sen + excluded.withdrawal_sen,
        last_deposit_at = greatest(m.last_deposit_at, excluded.last_deposit_at);
  if true = any(rechecks) then
    update report_member_monthly m set last_deposit_at = (
      select max(d.last_in_at) from report_member_daily d
      where d.member_id = m.member_id and d.type = 'deposit'
        and d.day >= m.month and d.day < (m.month + interval '1 month')::date)
    from unnest(months, member_ids, rechecks) k(month, member_id, recheck)
    where k.recheck and m.month = k.month and m.member_id = k.member_id;
    delete from report_member_monthly m
    using unnest(months, member_ids, rechecks) k(month, member_id, recheck)
    where k.recheck and m.month = k.month and m.member_id = k.member_id
      and not exists (select 1 from report_member_daily d where d.member_id = m.member_id
        and d.day >= m.month and d.day < (m.month + interval '1 month')::date);
  end if;
end
$$;

-- A statement's changes to report_member_daily added to the months: plpgsql prepares a
-- statement when it first runs it, so each event's branch names only the transition tables it
-- has; both are passed on as JSON to one computation.
create or replace function report_member_monthly_sync() returns trigger language plpgsql as $$
declare
  added jsonb := '[]';
  removed jsonb := '[]';
  g record;
begin
  if tg_op in ('INSERT', 'UPDATE') then
    select coalesce(jsonb_agg(to_jsonb(n)), '[]') into added from new_rows n;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    select coalesce(jsonb_agg(to_jsonb(o)), '[]') into removed from old_rows o;
  end if;
  select array_agg(x.month order by x.month, x.member_id) as months,
    array_agg(x.member_id order by x.month, x.member_id) as member_ids,
    array_agg(x.deposit_n order by x.month, x.member_id) as deposit_ns,
    array_agg(x.deposit_sen order by x.month, x.member_id) as deposit_sens,
    array_agg(x.bonus_sen order by x.month, x.member_id) as bonus_sens,
    array_agg(x.withdrawal_sen order by x.month, x.member_id) as withdrawal_sens,
    array_agg(x.last_deposit_at order by x.month, x.member_id) as lasts,
    array_agg(x.recheck order by x.month, x.member_id) as rechecks
  into g
  from (
    select date_trunc('month', c.day)::date as month, c.member_id,
      coalesce(sum(c.sign * (c.n_in - c.n_out)) filter (where c.type = 'deposit'), 0)::integer as deposit_n,
      coalesce(sum(c.sign * c.amount_sen) filter (where c.type = 'deposit'), 0)::bigint as deposit_sen,
      coalesce(sum(c.sign * c.bonus_sen) filter (where c.type = 'deposit'), 0)::bigint as bonus_sen,
      coalesce(sum(c.sign * c.amount_sen) filter (where c.type = 'withdrawal'), 0)::bigint as withdrawal_sen,
      max(c.last_in_at) filter (where c.type = 'deposit' and c.sign > 0) as last_deposit_at,
      bool_or(c.recheck) as recheck
    from (
      select a.*, 1 as sign, false as recheck
      from jsonb_to_recordset(added) a(day date, member_id integer, type text, product_id integer, bank_id integer,
        n_in integer, n_out integer, amount_sen bigint, bonus_sen bigint, last_in_at timestamptz)
      union all
      select r.*, -1, a.day is null or (r.type = 'deposit' and r.last_in_at is not null
        and (a.last_in_at is null or a.last_in_at < r.last_in_at))
      from jsonb_to_recordset(removed) r(day date, member_id integer, type text, product_id integer, bank_id integer,
        n_in integer, n_out integer, amount_sen bigint, bonus_sen bigint, last_in_at timestamptz)
      left join jsonb_to_recordset(added) a(day date, member_id integer, type text, product_id integer,
        bank_id integer, last_in_at timestamptz)
        on a.day = r.day and a.member_id = r.member_id and a.type = r.type and a.product_id = r.product_id
          and a.bank_id = r.bank_id
    ) c
    group by 1, 2
  ) x;
  if g.months is not null then
    perform report_member_monthly_add(g.months, g.member_ids, g.deposit_ns, g.deposit_sens, g.bonus_sens,
      g.withdrawal_sens, g.lasts, g.rechecks);
  end if;
  return null;
end
$$;

drop trigger if exists report_member_daily_monthly_insert on report_member_daily;
create trigger report_member_daily_monthly_insert
  after insert on report_member_daily referencing new table as new_rows
  for each statement when (current_setting('report.member_monthly', true) is distinct from 'direct')
  execute function report_member_monthly_sync();
drop trigger if exists report_member_daily_monthly_update on report_member_daily;
create trigger report_member_daily_monthly_update
  after update on report_member_daily referencing old table as old_rows new table as new_rows
  for each statement when (current_setting('report.member_monthly', true) is distinct from 'direct')
  execute function report_member_monthly_sync();
drop trigger if exists report_member_daily_monthly_delete on report_member_daily;
create trigger report_member_daily_monthly_delete
  after delete on report_member_daily referencing old table as old_rows
  for each statement execute function report_member_monthly_sync();
