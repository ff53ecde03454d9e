-- The money that went through, summed per business day: report_money_daily (per type,
-- product and bank), report_member_daily (the same per member, deposits and withdrawals),
-- report_member_monthly (whole months of the member rows, kept by member-monthly.sql) and
-- report_first_deposits (each member's first deposit that went through). Kept by triggers on
-- `transactions` so they commit or roll back with the status change itself (never a nightly job
-- that can drift); reports-reconcile.test.ts compares them with a recomputation.
--
-- The rule (the same facts as reports/went-through.ts): a transaction counts (+1) on the
-- business day of processed_at once it went through (success, complete, or voided later) and
-- counts back (-1) on the day it was voided (deposits, withdrawals, adjustments). A reward
-- credited to a wallet (no game account) is 'reward_credit'. product_id and bank_id are 0 where
-- there is none. A changed row is taken back as it was (-1) and counted as it is (+1).

-- Every movement of every transaction, as the summary counts it (also what the refill sums).
create or replace function report_money_movements(r transactions)
returns table (day date, type text, member_id integer, product_id integer, bank_id integer,
               n_in integer, n_out integer, amount_sen bigint, bonus_sen bigint, in_at timestamptz)
language plpgsql stable as $$
declare
  zone text := business_time_zone();
  product integer := coalesce((select ma.product_id from member_accounts ma where ma.id = r.member_account_id), 0);
  bank integer := coalesce(r.deposit_bank_id, r.withdraw_bank_id, 0);
begin
  if r.processed_at is not null and r.status in ('success', 'complete', 'voided') then
    return query select (r.processed_at at time zone zone)::date,
      case when r.type = 'reward' and r.member_account_id is null then 'reward_credit' else r.type end,
      r.member_id, product, bank, 1, 0, r.amount_sen::bigint, r.bonus_sen::bigint, r.processed_at;
  end if;
  if r.status = 'voided' and r.voided_at is not null and r.type in ('deposit', 'withdrawal', 'adjustment') then
    return query select (r.voided_at at time zone zone)::date, r.type, r.member_id, product, bank,
      0, 1, -r.amount_sen::bigint, -r.bonus_sen::bigint, null::timestamptz;
  end if;
end
$$;

-- One transaction's movements added (sign 1) or taken back (sign -1). The day's money row is
-- kept in up to 16 parts chosen by the connection (`pg_backend_pid() % 16`): concurrent approvals
-- would otherwise queue on it at commit; readers sum the parts, and a take-back may land in
-- another part than the movement it takes back (a part may go negative, the sums stay exact).
-- The member's month is added in the same step, so the statement triggers of
-- member-monthly.sql are told to stand aside (the transaction-local 'report.member_monthly').
create or replace function report_money_apply(r transactions, sign integer) returns void
language plpgsql as $function$
declare
  m record;
begin
  for m in select * from report_money_movements(r) loop
    insert into report_money_daily as d (day, type, product_id, bank_id, part, n_in, n_out, amount_sen, bonus_sen)
    values (m.day, m.type, m.product_id, m.bank_id, pg_backend_pid() % 16, sign * m.n_in, sign * m.n_out,
      sign * m.amount_sen, sign * m.bonus_sen)
    on conflict (day, type, product_id, bank_id, part) do update
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

create or replace function report_money_daily_track() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then perform report_money_apply(old, -1); end if;
  if tg_op in ('INSERT', 'UPDATE') then perform report_money_apply(new, 1); end if;
  return null;
end
$$;

-- At commit, not at each statement: the shared summary rows stay locked only while the commit
-- finishes. Only changes that move a transaction in or out of the summary fire (claims,
-- remarks and verification do not); success -> complete keeps it in, on the same day.
drop trigger if exists transactions_report_money_insert_delete on transactions;
create constraint trigger transactions_report_money_insert_delete
  after insert or delete on transactions deferrable initially deferred
  for each row
  execute function report_money_daily_track();
drop trigger if exists transactions_report_money_update on transactions;
create constraint trigger transactions_report_money_update
  after update on transactions deferrable initially deferred
  for each row when (
    (old.status in ('success', 'complete', 'voided')) is distinct from (new.status in ('success', 'complete', 'voided'))
    or (old.status = 'voided') is distinct from (new.status = 'voided')
    or old.processed_at is distinct from new.processed_at or old.voided_at is distinct from new.voided_at
    or old.amount_sen <> new.amount_sen or old.bonus_sen <> new.bonus_sen or old.type <> new.type
    or old.member_id <> new.member_id or old.member_account_id is distinct from new.member_account_id
    or old.deposit_bank_id is distinct from new.deposit_bank_id
    or old.withdraw_bank_id is distinct from new.withdraw_bank_id)
  execute function report_money_daily_track();

create or replace function report_money_daily_refill() returns void language plpgsql as $$
begin
  delete from report_money_daily;
  delete from report_member_daily;
  insert into report_money_daily (day, type, product_id, bank_id, n_in, n_out, amount_sen, bonus_sen)
  select m.day, m.type, m.product_id, m.bank_id, sum(m.n_in), sum(m.n_out), sum(m.amount_sen), sum(m.bonus_sen)
  from transactions t cross join lateral report_money_movements(t) m
  group by 1, 2, 3, 4;
  insert into report_member_daily (day, member_id, type, product_id, bank_id, n_in, n_out, amount_sen, bonus_sen, last_in_at)
  select m.day, m.member_id, m.type, m.product_id, m.bank_id, sum(m.n_in), sum(m.n_out), sum(m.amount_sen),
    sum(m.bonus_sen), max(m.in_at)
  from transactions t cross join lateral report_money_movements(t) m
  where m.type in ('deposit', 'withdrawal')
  group by 1, 2, 3, 4, 5;
  delete from report_first_deposits;
  insert into report_first_deposits (member_id, transaction_id, processed_at, day, product_id, bank_id)
  select distinct on (t.member_id) t.member_id, t.id, t.processed_at,
    (t.processed_at at time zone business_time_zone())::date, coalesce(ma.product_id, 0), coalesce(t.deposit_bank_id, 0)
  from transactions t left join member_accounts ma on ma.id = t.member_account_id
  where t.type = 'deposit' and t.processed_at is not null and t.status in ('success', 'complete', 'voided')
  order by t.member_id, t.processed_at, t.id;
end
$$;

-- A new business time zone cuts the days again, in the transaction that saves the setting.
create or replace function report_money_daily_rebuild() returns trigger language plpgsql as $$
begin
  perform report_money_daily_refill();
  return null;
end
$$;
drop trigger if exists settings_business_time_zone_money_rebuild on settings;
create trigger settings_business_time_zone_money_rebuild
  after insert or update of value on settings
  for each row when (new.key = 'business_time_zone')
  execute function report_money_daily_rebuild();
drop trigger if exists settings_business_time_zone_money_removed on settings;
create trigger settings_business_time_zone_money_removed
  after delete on settings
  for each row when (old.key = 'business_time_zone')
  execute function report_money_daily_rebuild();
