-- Money core: products and kiosks, member game accounts and wallets, operator banks, bonuses,
-- transactions, the double-entry ledger, the provider-call outbox, rollover, spins, landing
-- leads and idempotency keys. Amounts are integer sen (bigint).

create table provider_kiosks (
  id serial primary key,
  name text not null unique,
  base_url text not null,
  kiosk_code text not null,
  agent_key text not null,
  -- null: the client's default
  timeout_ms integer check (timeout_ms is null or timeout_ms between 100 and 60000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table products (
  id serial primary key,
  name text not null unique,
  tier integer not null default 1,
  url text,
  pin text,
  pc_link text,
  android_link text,
  ios_link text,
  slot_link text,
  live_link text,
  game_username text,
  game_password text,
  kiosk_id integer references provider_kiosks(id),
  sync_state text not null default 'synced' check (sync_state in ('synced', 'not_synced', 'syncing', 'failed')),
  min_deposit_sen bigint check (min_deposit_sen is null or min_deposit_sen > 0),
  max_deposit_sen bigint check (max_deposit_sen is null or max_deposit_sen > 0),
  min_withdrawal_sen bigint check (min_withdrawal_sen is null or min_withdrawal_sen > 0),
  max_withdrawal_sen bigint check (max_withdrawal_sen is null or max_withdrawal_sen > 0),
  max_balance_to_deposit_sen bigint check (max_balance_to_deposit_sen is null or max_balance_to_deposit_sen >= 0),
  maintenance boolean not null default false,
  status text not null default 'active' check (status in ('active', 'inactive')),
  position integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table member_accounts (
  id serial primary key,
  member_id integer not null references members(id),
  product_id integer not null references products(id),
  username text not null,
  password text not null,
  status text not null default 'active' check (status in ('active', 'inactive')),
  enabled boolean not null default true,
  frozen boolean not null default false,
  locked boolean not null default false,
  synced boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (member_id, product_id),
  unique (product_id, username)
);

create table member_wallets (
  id serial primary key,
  member_id integer not null references members(id),
  name text not null,
  type text not null default 'reward' check (type in ('reward')),
  status text not null default 'active' check (status in ('active', 'inactive')),
  created_at timestamptz not null default now(),
  unique (member_id, type)
);

-- The deposit screen's method tiles (groups) and their options (operator bank accounts).
create table bank_groups (
  id serial primary key,
  code text not null unique,
  name text not null,
  type text not null,
  image text not null,
  position integer not null default 0,
  display boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table banks (
  id serial primary key,
  group_id integer references bank_groups(id),
  bank_name text not null,
  holder text not null,
  account_number text not null,
  position integer not null default 0,
  display boolean not null default true,
  require_receipt boolean not null default false,
  is_default boolean not null default false,
  created_by integer references operators(id),
  updated_by integer references operators(id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table bonuses (
  id serial primary key,
  name text not null,
  type text not null check (type in ('daily_first_deposit', 'first_deposit', 'first_three_deposit', 'rebate', 'referral', 'trial')),
  frequency text not null default 'unlimited' check (frequency in ('unlimited', 'one_time', 'daily', 'weekly', 'monthly')),
  start_at timestamptz,
  end_at timestamptz,
  rollover_multiplier integer not null default 0 check (rollover_multiplier >= 0),
  rollover_calculation text not null default 'deposit_bonus' check (rollover_calculation in ('deposit_bonus', 'bonus')),
  rollover_type text not null default 'stack' check (rollover_type in ('stack', 'addon')),
  -- basis points: 1000 = 10 %
  percentage_bp integer not null default 0 check (percentage_bp between 0 and 100000),
  amount_sen bigint not null default 0 check (amount_sen >= 0),
  min_deposit_sen bigint check (min_deposit_sen is null or min_deposit_sen >= 0),
  max_deposit_sen bigint check (max_deposit_sen is null or max_deposit_sen >= 0),
  max_bonus_sen bigint check (max_bonus_sen is null or max_bonus_sen >= 0),
  message_template jsonb,
  status text not null default 'active' check (status in ('active', 'inactive')),
  position integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table transactions (
  id serial primary key,
  member_id integer not null references members(id),
  member_account_id integer references member_accounts(id),
  to_member_account_id integer references member_accounts(id),
  member_wallet_id integer references member_wallets(id),
  type text not null check (type in ('deposit', 'withdrawal', 'transfer', 'adjustment', 'reward')),
  amount_sen bigint not null check (amount_sen <> 0),
  bonus_id integer references bonuses(id),
  bonus_sen bigint not null default 0 check (bonus_sen >= 0),
  verify_amount_sen bigint,
  before_score_sen bigint,
  after_score_sen bigint,
  rollover_sen bigint not null default 0,
  rollover_type text check (rollover_type in ('stack', 'addon')),
  status text not null default 'pending' check (status in ('pending', 'processing', 'success', 'failed', 'complete', 'voided')),
  verification text not null default 'progress' check (verification in ('progress', 'verified', 'fail')),
  deposit_bank_id integer references banks(id),
  withdraw_bank_id integer references banks(id),
  bank_option text,
  receipt text,
  remark text,
  failure_code text,
  claimed_by integer references operators(id),
  claimed_at timestamptz,
  timeout boolean not null default false,
  fraud boolean not null default false,
  created_by integer references operators(id),
  requested_at timestamptz not null default now(),
  processed_at timestamptz,
  completed_at timestamptz,
  voided_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index transactions_member on transactions(member_id, created_at desc);
create index transactions_status on transactions(type, status, created_at desc);
create index transactions_timeout on transactions(timeout) where timeout;

-- Double-entry ledger. Every posting's entries sum to zero; balance_sen caches the sum of an
-- account's entries and is updated in the same database transaction as they are written.
create table ledger_accounts (
  id serial primary key,
  kind text not null check (kind in ('bank', 'kiosk', 'member_account', 'member_wallet', 'external', 'reward_funding', 'game_result', 'adjustment')),
  ref_id integer not null default 0,
  name text not null,
  balance_sen bigint not null default 0,
  allow_negative boolean not null default false,
  created_at timestamptz not null default now(),
  unique (kind, ref_id),
  check (allow_negative or balance_sen >= 0)
);

create table ledger_postings (
  id bigserial primary key,
  transaction_id integer references transactions(id),
  kind text not null,
  memo text,
  created_at timestamptz not null default now()
);
create index ledger_postings_transaction on ledger_postings(transaction_id);

create table ledger_entries (
  id bigserial primary key,
  posting_id bigint not null references ledger_postings(id),
  account_id integer not null references ledger_accounts(id),
  amount_sen bigint not null check (amount_sen <> 0)
);
create index ledger_entries_account on ledger_entries(account_id);
create index ledger_entries_posting on ledger_entries(posting_id);

-- Outbox of provider calls that move credit: written before the call is sent, with a unique
-- reference the provider echoes in its score log. One unresolved call per game account at a
-- time, so the provider's before/after balances line up with the ledger.
create table provider_calls (
  id bigserial primary key,
  reference text not null unique,
  transaction_id integer not null references transactions(id),
  member_account_id integer not null references member_accounts(id),
  purpose text not null check (purpose in ('approve', 'void', 'reward', 'transfer_out', 'transfer_in')),
  direction text not null check (direction in ('deposit', 'withdraw')),
  amount_sen bigint not null check (amount_sen > 0),
  status text not null default 'pending' check (status in ('pending', 'unknown', 'succeeded', 'failed')),
  provider_tx_id text,
  balance_before_sen bigint,
  balance_after_sen bigint,
  error_kind text,
  attempts integer not null default 0,
  lease_until timestamptz,
  created_at timestamptz not null default now(),
  resolved_at timestamptz
);
create unique index provider_calls_one_open on provider_calls(member_account_id) where status in ('pending', 'unknown');
create index provider_calls_open on provider_calls(status, created_at) where status in ('pending', 'unknown');

-- Rollover per game account: target set by bonuses, progress = provider bets since started_at.
create table rollover_states (
  member_account_id integer primary key references member_accounts(id),
  target_sen bigint not null default 0 check (target_sen >= 0),
  started_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table fortune_spin_history (
  id bigserial primary key,
  member_id integer not null references members(id),
  segment integer not null check (segment between 1 and 16),
  label text not null,
  prize_sen bigint not null check (prize_sen >= 0),
  member_wallet_id integer references member_wallets(id),
  created_at timestamptz not null default now()
);
create index fortune_spin_history_member on fortune_spin_history(member_id, created_at desc);

create table landing_campaigns (
  id serial primary key,
  name text not null,
  win_percent integer not null default 0 check (win_percent between 0 and 100),
  max_winners integer,
  starts_at timestamptz,
  ends_at timestamptz,
  active boolean not null default true,
  created_at timestamptz not null default now()
);

create table landing_leads (
  id serial primary key,
  campaign_id integer references landing_campaigns(id),
  mobile text not null,
  name text not null,
  bank text,
  account text,
  won boolean not null,
  ip text,
  created_at timestamptz not null default now()
);
create unique index landing_leads_campaign_mobile on landing_leads(coalesce(campaign_id, 0), mobile);

create table idempotency_keys (
  scope text not null,
  key text not null,
  request_hash text not null,
  status_code integer,
  body jsonb,
  created_at timestamptz not null default now(),
  primary key (scope, key)
);
create index idempotency_keys_created on idempotency_keys(created_at);
