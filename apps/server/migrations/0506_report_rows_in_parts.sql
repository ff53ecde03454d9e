-- Report hot rows. Every deposit approved on a day adds to the same summary rows at
-- its commit: report_money_daily's (day, deposit, product, bank) row, and report_ledger_daily's
-- rows of the shared accounts (the bank, the kiosk, `external`, `game_result`). Each approval
-- waited there for the one before it to commit: pg_stat_user_functions over 1,070 approvals with
-- 8 operators showed report_money_apply at 3.0 ms per call against 0.3 ms one at a time, nearly
-- all of it waiting on that row. As with the ledger's balances (0504), a row is now kept in up to
-- 16 parts, chosen by the database connection (`pg_backend_pid() % 16`): two approvals wait on
-- each other only when their connections share a part. A day's figure is the sum of its parts;
-- every reader already sums (went-through.ts, bank and kiosk read models), and the refills write
-- part 0. A take-back may land in another part than the movement it takes back (a part may go
-- negative); the sums stay exact.

alter table report_money_daily add column part smallint not null default 0 check (part >= 0 and part < 16);
alter table report_money_daily drop constraint report_money_daily_pkey;
alter table report_money_daily add primary key (day, type, product_id, bank_id, part);

alter table report_ledger_daily add column part smallint not null default 0 check (part >= 0 and part < 16);
alter table report_ledger_daily drop constraint report_ledger_daily_pkey;
alter table report_ledger_daily add primary key (account_id, day, posting_kind, part);

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
