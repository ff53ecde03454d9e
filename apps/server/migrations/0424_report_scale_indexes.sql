-- Reports at a million transactions (`npm run bench:reports`; docs/reports.md,
-- Performance): indexes the plans asked for.

-- A member's deposits that went through, in time order, with what the reports read of them:
-- Overall's first deposits probe it once per deposit of the range (the member's earliest), the
-- Fraud report's quick withdrawals find the deposit just before each withdrawal, CS whether a
-- member has deposited; all from the index alone. Replaces the narrower index of 0420.
create index transactions_member_deposits on transactions (member_id, processed_at, id)
  include (status, amount_sen, bonus_sen)
  where type = 'deposit' and status in ('success', 'complete', 'voided') and processed_at is not null;
drop index transactions_member_processed;

-- Fraud: members' own actions (no operator) with the address they came from, by time.
create index activity_log_member_ip on activity_log (created_at) include (member_id, ip)
  where member_id is not null and operator_id is null and ip is not null;
