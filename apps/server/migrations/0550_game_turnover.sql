-- Turnover: the bets a member placed, as the provider's score log showed them when the game
-- account was brought to the provider's balance (transactions/provider-calls/provider-gap.ts),
-- one row per booking that saw play, at the time it was booked (like the game result's posting).
create table if not exists game_turnover (
  id bigserial primary key,
  member_account_id integer not null,
  member_id integer not null,
  product_id integer not null,
  bet_sen bigint not null check (bet_sen > 0),
  created_at timestamptz not null default app_now()
);
create index if not exists game_turnover_member on game_turnover (member_id, created_at);

-- Kept by apps/server/sql/reports/work.sql: turnover per business day, product and member, read
-- by the Customer report and the member page beside report_game_daily.
create table if not exists report_turnover_daily (
  day date not null,
  product_id integer not null,
  member_id integer not null,
  turnover_sen bigint not null default 0,
  primary key (day, product_id, member_id)
);
create index if not exists report_turnover_daily_member on report_turnover_daily (member_id, day);
create index if not exists report_game_daily_member on report_game_daily (member_id, day);
