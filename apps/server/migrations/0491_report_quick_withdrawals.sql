-- Fraud report at scale: a withdrawal that takes back nearly all of a deposit made
-- just before it ("deposits withdrawn soon after with little play") is found when the money
-- moves, not by probing every withdrawal of a year for the deposit before it (0.9 s of the
-- report's 1.7 s on the scale database).
--
-- The signal: a withdrawal that went through (success, complete) for at least 90 % of the
-- amount plus bonus of the member's latest deposit that went through (success, complete) in
-- the 60 minutes up to it. Which deposit that is can change only when a deposit or withdrawal of
-- the member moves in or out of those statuses or in time, so each such change recomputes the
-- member's withdrawals in the hour it can reach, in the same database transaction.

create table report_quick_withdrawals (
  withdrawal_id integer primary key,
  member_id integer not null,
  deposit_id integer not null,
  processed_at timestamptz not null,
  deposit_processed_at timestamptz not null,
  amount_sen bigint not null
);
create index report_quick_withdrawals_processed on report_quick_withdrawals (processed_at);
create index report_quick_withdrawals_member on report_quick_withdrawals (member_id, processed_at);

-- Kept by the triggers of apps/server/sql/reports/quick-withdrawals.sql; the fill for a database
-- that already has withdrawals is 0491_report_quick_withdrawals.after.sql.

-- Repeated rejections: a member's rejected deposits of the range, from the index alone.
create index transactions_rejected_deposits on transactions (processed_at) include (member_id, amount_sen)
  where type = 'deposit' and status = 'failed' and not fraud and failure_code is null;
