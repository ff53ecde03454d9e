-- Demo history: the demo seed replays a week of work through the real routes with the
-- application's clock set back in time. The timestamps the database fills itself (created_at,
-- registered_at, ledger posting times, the activity log...) must follow the same clock, or the
-- ledger would say "today" for work the transactions say happened last Tuesday. So those
-- defaults read app_now(): the time in demo_clock while the demo seed runs (a row that also
-- expires by itself), else now(). Outside a demo seed the table is empty.
create table demo_clock (
  id boolean primary key default true check (id),
  at timestamptz not null,
  expires_at timestamptz not null
);

create or replace function app_now() returns timestamptz language sql stable as $$
  select coalesce((select at from demo_clock where expires_at > now()), now())
$$;

do $$
declare
  col record;
begin
  for col in
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and column_default = 'now()'
      and table_name in ('members', 'member_tokens', 'member_accounts', 'member_wallets', 'transactions',
        'ledger_postings', 'provider_calls', 'rollover_states', 'fortune_spin_history', 'landing_leads',
        'activity_log', 'bank_statement_imports', 'bank_transactions', 'follow_ups', 'transaction_receipts',
        'shift_handovers', 'fraud_signal_dismissals', 'idempotency_keys', 'staff_sessions')
  loop
    execute format('alter table %I alter column %I set default app_now()', col.table_name, col.column_name);
  end loop;
end
$$;

create or replace function provider_calls_mark_timed_out() returns trigger language plpgsql as $$
begin
  if new.status = 'unknown' and new.timed_out_at is null then
    new.timed_out_at := app_now();
  end if;
  return new;
end
$$;
