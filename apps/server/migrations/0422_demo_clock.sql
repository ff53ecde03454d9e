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

-- app_now() is defined in apps/server/sql/schema/app-now.sql, applied before the numbered migrations.

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
