-- Reports (modules/reports): indexes for range scans, daily ledger summary rows kept in the same
-- database transaction as each posting, shift handovers, dismissed fraud signals.

-- Money that went through is reported on the moment it moved (processed_at, voided_at); the
-- covering columns let a year of rows be summed from the index alone.
create index transactions_processed on transactions (processed_at)
  include (type, status, amount_sen, bonus_sen, member_id, member_account_id, deposit_bank_id, withdraw_bank_id)
  where processed_at is not null;
create index transactions_voided on transactions (voided_at) include (type, amount_sen, bonus_sen)
  where voided_at is not null;
create index transactions_member_processed on transactions (member_id, processed_at)
  where type = 'deposit' and processed_at is not null;
create index ledger_postings_created on ledger_postings (created_at);
create index activity_log_action_created on activity_log (action, created_at);
create index members_bank_account on members (bank_account_number) where bank_account_number is not null;

-- When a provider call first went unknown (a timeout or lost reply): the Timeout report lists
-- these calls after they are settled too. Set by the database so no code path can forget it.
alter table provider_calls add column timed_out_at timestamptz;
create index provider_calls_timed_out on provider_calls (timed_out_at) where timed_out_at is not null;
-- Set by the trigger of apps/server/sql/provider-calls/timed-out.sql.

-- One row per business day (Malaysia, UTC+8), ledger account and posting kind: what moved in
-- and out. Written by a trigger on every ledger entry, so it commits or rolls back with the
-- posting itself (never a nightly job that can drift); reports_summary.test.ts recomputes it.
create table report_ledger_daily (
  day date not null,
  account_id integer not null references ledger_accounts(id),
  posting_kind text not null,
  in_sen bigint not null default 0,
  out_sen bigint not null default 0,
  entries integer not null default 0,
  primary key (account_id, day, posting_kind)
);
create index report_ledger_daily_day on report_ledger_daily (day);

-- Kept by the trigger of apps/server/sql/reports/ledger-daily.sql.

-- Fill the summary for a database that already has postings.
insert into report_ledger_daily (day, account_id, posting_kind, in_sen, out_sen, entries)
select ((p.created_at at time zone 'UTC') + interval '8 hours')::date, e.account_id, p.kind,
       sum(greatest(e.amount_sen, 0)), sum(greatest(-e.amount_sen, 0)), count(*)
from ledger_entries e join ledger_postings p on p.id = e.posting_id
group by 1, 2, 3;

-- A closed shift: who handed over when, and what was still unverified then.
create table shift_handovers (
  id serial primary key,
  operator_id integer not null references operators(id),
  shift_start timestamptz not null,
  shift_end timestamptz not null,
  unverified_deposits integer not null,
  unverified_withdrawals integer not null,
  remark text,
  created_at timestamptz not null default now()
);
create index shift_handovers_start on shift_handovers (shift_start, operator_id);

-- A fraud signal staff looked at and dismissed, with the reason.
create table fraud_signal_dismissals (
  signal_key text primary key,
  remark text not null,
  operator_id integer not null references operators(id),
  created_at timestamptz not null default now()
);
