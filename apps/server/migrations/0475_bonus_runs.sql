-- Rebate and referral runs: staff pay a rebate or referral bonus for a period of
-- business days as reward-wallet credits. One run per bonus and period; the keys below make a
-- second payment of the same member, or of the same referred member's first deposit, impossible.
create table bonus_runs (
  id serial primary key,
  bonus_id integer not null references bonuses(id),
  period_from date not null,
  period_to date not null check (period_to >= period_from),
  members integer not null,
  total_sen bigint not null check (total_sen > 0),
  created_by integer references operators(id),
  created_at timestamptz not null default app_now(),
  unique (bonus_id, period_from, period_to)
);

-- One reward credit per member, bonus and period.
create table bonus_run_payouts (
  id serial primary key,
  run_id integer not null references bonus_runs(id),
  bonus_id integer not null references bonuses(id),
  period_from date not null,
  period_to date not null,
  member_id integer not null references members(id),
  base_sen bigint not null,
  bonus_sen bigint not null check (bonus_sen > 0),
  transaction_id integer not null references transactions(id),
  unique (bonus_id, period_from, period_to, member_id)
);
create index bonus_run_payouts_run on bonus_run_payouts (run_id);

-- A referred member's first deposit earns the upline a referral bonus once, whatever the period.
create table bonus_referrals (
  bonus_id integer not null references bonuses(id),
  referred_member_id integer not null references members(id),
  deposit_transaction_id integer not null references transactions(id),
  payout_id integer not null references bonus_run_payouts(id),
  bonus_sen bigint not null,
  primary key (bonus_id, referred_member_id)
);
