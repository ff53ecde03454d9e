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

-- The triggers writing the parts: apps/server/sql/reports/ledger-daily.sql and
-- apps/server/sql/reports/money-daily.sql.
