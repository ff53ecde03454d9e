-- Approvals: every movement a deposit or withdrawal makes upserts its member's daily
-- row (report_member_daily), and the statement triggers of migration 0492 then add the
-- statement's difference to the member's month: two trigger runs per upsert (an INSERT ... ON
-- CONFLICT fires both the insert and the update statement triggers), each gathering its
-- transition tables as JSON and grouping them: 0.73 ms per approval in report_money_apply with
-- them, 0.31 ms without (pg_stat_statements, one approval at a time). report_money_apply knows
-- the one row's difference already: it now adds it to the month in the same step, and the
-- statement triggers do not fire for its statements (a transaction-local setting marks them,
-- tested in the triggers' WHEN). Every other writer of the daily rows (the rebuilds) still goes
-- through them. reports-reconcile.test.ts compares the months with the daily rows.

drop trigger report_member_daily_monthly_insert on report_member_daily;
drop trigger report_member_daily_monthly_update on report_member_daily;
create trigger report_member_daily_monthly_insert
  after insert on report_member_daily referencing new table as new_rows
  for each statement when (current_setting('report.member_monthly', true) is distinct from 'direct')
  execute function report_member_monthly_sync();
create trigger report_member_daily_monthly_update
  after update on report_member_daily referencing old table as old_rows new table as new_rows
  for each statement when (current_setting('report.member_monthly', true) is distinct from 'direct')
  execute function report_member_monthly_sync();

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
