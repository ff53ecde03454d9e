-- Reports at scale: the money that went through, summed per business day, kept by a
-- trigger on `transactions` so it commits or rolls back with the status change itself (never a
-- nightly job that can drift); reports-reconcile.test.ts compares it with a recomputation.
--
-- A transaction counts (+1) on the business day of processed_at once it went through (success,
-- complete, or voided later) and counts back (-1) on the day it was voided (deposits,
-- withdrawals, adjustments): the same facts as reports/went-through.ts. A reward credited to a
-- wallet (no game account) is 'reward_credit'. product_id and bank_id are 0 where there is none.

create table report_money_daily (
  day date not null,
  type text not null,
  product_id integer not null,
  bank_id integer not null,
  n_in integer not null default 0,
  n_out integer not null default 0,
  amount_sen bigint not null default 0,
  bonus_sen bigint not null default 0,
  primary key (day, type, product_id, bank_id)
);

-- The same per member, for deposits and withdrawals (Customer, active members).
create table report_member_daily (
  day date not null,
  member_id integer not null,
  type text not null,
  product_id integer not null,
  bank_id integer not null,
  n_in integer not null default 0,
  n_out integer not null default 0,
  amount_sen bigint not null default 0,
  bonus_sen bigint not null default 0,
  last_in_at timestamptz,
  primary key (day, member_id, type, product_id, bank_id)
);

-- Each member's first deposit that went through (Overall's first deposits): statuses never leave
-- the went-through set, so the earliest one only changes when an earlier one arrives.
create table report_first_deposits (
  member_id integer primary key,
  transaction_id integer not null,
  processed_at timestamptz not null,
  day date not null,
  product_id integer not null,
  bank_id integer not null
);
create index report_first_deposits_day on report_first_deposits (day);

-- Kept by the triggers of apps/server/sql/reports/money-daily.sql; the fill for a database that
-- already has transactions is 0480_report_money_daily.after.sql.
