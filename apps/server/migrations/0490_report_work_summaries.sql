-- Reports at scale, part two: the Game, Staff and Shift reports read summaries kept by
-- triggers in the same database transaction as the posting, the activity-log row or the status
-- change (never a nightly job that can drift); reports-reconcile.test.ts compares each with a
-- recomputation. Like 0421 and 0480, a new business time zone (or new shifts) rebuilds them in
-- the transaction that saves the setting.

-- Game: the members' game results per business day, product and member (the `game_result` leg
-- of a posting, against the game account of the same posting: ledger/game-results.read-model.ts).
create table report_game_daily (
  day date not null,
  product_id integer not null,
  member_id integer not null,
  result_sen bigint not null default 0,
  primary key (day, product_id, member_id)
);

-- Kept by apps/server/sql/reports/work.sql, like the tables below.

-- Staff: the operators' transaction actions per business day, with the transaction's type and
-- amount when the action was logged (tx_type '' when the target is not a transaction).
create table report_staff_daily (
  day date not null,
  operator_id integer not null,
  action text not null,
  tx_type text not null,
  n integer not null default 0,
  amount_sen bigint not null default 0,
  abs_sen bigint not null default 0,
  primary key (day, operator_id, action, tx_type)
);

-- How long members waited for an approval, in whole seconds, counted per day and operator: the
-- median and 95th percentile of any range come from these counts exactly.
create table report_approval_waits (
  day date not null,
  operator_id integer not null,
  wait_s integer not null,
  n integer not null default 0,
  primary key (day, operator_id, wait_s)
);

-- Shift: per business day, shift (its start instant) and operator, the work done and the money
-- the operator approved. `day` is the business day of each event, so a range cuts shifts that
-- cross midnight exactly where the events' days do.
create table report_shift_work (
  day date not null,
  shift_start timestamptz not null,
  operator_id integer not null,
  approve_count integer not null default 0,
  reject_count integer not null default 0,
  complete_count integer not null default 0,
  deposit_sen bigint not null default 0,
  withdrawal_sen bigint not null default 0,
  unverified_deposits integer not null default 0,
  unverified_withdrawals integer not null default 0,
  primary key (day, shift_start, operator_id)
);

-- The triggers and refills of these summaries are defined in apps/server/sql/reports/work.sql;
-- the fill for a database that already has work is 0490_report_work_summaries.after.sql.
