-- Approvals (issue 14): every movement a deposit or withdrawal makes upserts its member's daily
-- row (report_member_daily), and the statement triggers of migration 0492 then add the
-- statement's difference to the member's month: two trigger runs per upsert (an INSERT ... ON
-- CONFLICT fires both the insert and the update statement triggers), each gathering its
-- transition tables as JSON and grouping them: 0.73 ms per approval in report_money_apply with
-- them, 0.31 ms without (pg_stat_statements, one approval at a time). report_money_apply knows
-- the one row's difference already: it now adds it to the month in the same step, and the
-- statement triggers leave its statements alone (a transaction-local setting marks them). Every other writer of the daily rows (the rebuilds) still goes through
-- the statement triggers. reports-reconcile.test.ts compares the months with the daily rows.

create or replace function report_member_monthly_sync() returns trigger
language plpgsql as $function$
declare
  added jsonb := '[]';
  removed jsonb := '[]';
  g record;
begin
  -- report_money_apply added this statement's change to the month itself.
  if current_setting('report.member_monthly', true) = 'direct' then return null; end if;
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
$function$;


create or replace function report_money_apply(r transactions, sign integer) returns void
language plpgsql as $function$
declare
  m record;
begin
  for m in select * from report_money_movements(r) loop
    insert into report_money_daily as d (day, type, product_id, bank_id, n_in, n_out, amount_sen, bonus_sen)
    values (m.day, m.type, m.product_id, m.bank_id, sign * m.n_in, sign * m.n_out, sign * m.amount_sen, sign * m.bonus_sen)
    on conflict (day, type, product_id, bank_id) do update
      set n_in = d.n_in + excluded.n_in, n_out = d.n_out + excluded.n_out,
          amount_sen = d.amount_sen + excluded.amount_sen, bonus_sen = d.bonus_sen + excluded.bonus_sen;
    continue when m.type not in ('deposit', 'withdrawal');
    perform set_config('report.member_monthly', 'direct', true);
    insert into report_member_daily as d
      (day, member_id, type, product_id, bank_id, n_in, n_out, amount_sen, bonus_sen, last_in_at)
    values (m.day, m.member_id, m.type, m.product_id, m.bank_id, sign * m.n_in, sign * m.n_out,
      sign * m.amount_sen, sign * m.bonus_sen, case when sign > 0 then m.in_at end)
    on conflict (day, member_id, type, product_id, bank_id) do update
      set n_in = d.n_in + excluded.n_in, n_out = d.n_out + excluded.n_out,
          amount_sen = d.amount_sen + excluded.amount_sen, bonus_sen = d.bonus_sen + excluded.bonus_sen,
          last_in_at = case when sign > 0 then greatest(d.last_in_at, excluded.last_in_at) else d.last_in_at end;
    -- Taking a movement back (a row deleted or rewritten): the latest one left, from the source.
    if sign < 0 and m.in_at is not null then
      update report_member_daily d set last_in_at = (
        select max(t.processed_at) from transactions t
        left join member_accounts ma on ma.id = t.member_account_id
        where t.member_id = m.member_id and t.type = m.type and t.id <> r.id
          and t.status in ('success', 'complete', 'voided') and t.processed_at is not null
          and (t.processed_at at time zone business_time_zone())::date = m.day
          and coalesce(ma.product_id, 0) = m.product_id
          and coalesce(t.deposit_bank_id, t.withdraw_bank_id, 0) = m.bank_id)
      where d.day = m.day and d.member_id = m.member_id and d.type = m.type
        and d.product_id = m.product_id and d.bank_id = m.bank_id;
    end if;
    perform set_config('report.member_monthly', '', true);
    insert into report_member_monthly as mm (month, member_id, deposit_n, deposit_sen, bonus_sen, withdrawal_sen, last_deposit_at)
    values (date_trunc('month', m.day)::date, m.member_id,
      case when m.type = 'deposit' then sign * (m.n_in - m.n_out) else 0 end,
      case when m.type = 'deposit' then sign * m.amount_sen else 0 end,
      case when m.type = 'deposit' then sign * m.bonus_sen else 0 end,
      case when m.type = 'withdrawal' then sign * m.amount_sen else 0 end,
      case when sign > 0 and m.type = 'deposit' then m.in_at end)
    on conflict (month, member_id) do update
      set deposit_n = mm.deposit_n + excluded.deposit_n, deposit_sen = mm.deposit_sen + excluded.deposit_sen,
          bonus_sen = mm.bonus_sen + excluded.bonus_sen, withdrawal_sen = mm.withdrawal_sen + excluded.withdrawal_sen,
          last_deposit_at = greatest(mm.last_deposit_at, excluded.last_deposit_at);
    -- A deposit taken back: the month's last deposit is read again from its daily rows.
    if sign < 0 and m.type = 'deposit' and m.in_at is not null then
      update report_member_monthly mm set last_deposit_at = (
        select max(d.last_in_at) from report_member_daily d
        where d.member_id = m.member_id and d.type = 'deposit'
          and d.day >= mm.month and d.day < (mm.month + interval '1 month')::date)
      where mm.month = date_trunc('month', m.day)::date and mm.member_id = m.member_id;
    end if;
  end loop;
  if r.type = 'deposit' and r.processed_at is not null and r.status in ('success', 'complete', 'voided') then
    if sign > 0 then
      insert into report_first_deposits as f (member_id, transaction_id, processed_at, day, product_id, bank_id)
      values (r.member_id, r.id, r.processed_at, (r.processed_at at time zone business_time_zone())::date,
        coalesce((select ma.product_id from member_accounts ma where ma.id = r.member_account_id), 0),
        coalesce(r.deposit_bank_id, 0))
      on conflict (member_id) do update
        set transaction_id = excluded.transaction_id, processed_at = excluded.processed_at, day = excluded.day,
            product_id = excluded.product_id, bank_id = excluded.bank_id
        where (excluded.processed_at, excluded.transaction_id) < (f.processed_at, f.transaction_id);
    else
      delete from report_first_deposits where member_id = r.member_id and transaction_id = r.id;
      insert into report_first_deposits (member_id, transaction_id, processed_at, day, product_id, bank_id)
      select t.member_id, t.id, t.processed_at, (t.processed_at at time zone business_time_zone())::date,
        coalesce(ma.product_id, 0), coalesce(t.deposit_bank_id, 0)
      from transactions t left join member_accounts ma on ma.id = t.member_account_id
      where t.member_id = r.member_id and t.id <> r.id and t.type = 'deposit' and t.processed_at is not null
        and t.status in ('success', 'complete', 'voided')
      order by t.processed_at, t.id limit 1
      on conflict (member_id) do nothing;
    end if;
  end if;
end
$function$;
