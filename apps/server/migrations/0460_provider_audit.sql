-- Provider audit: a suspense ledger account for differences nobody can explain yet,
-- the discrepancies staff resolve, the point of the provider's score log each game account's
-- ledger balance reflects, and the agent-credit baseline per kiosk.

alter table ledger_accounts drop constraint ledger_accounts_kind_check;
alter table ledger_accounts add constraint ledger_accounts_kind_check check (
  kind in ('bank', 'kiosk', 'member_account', 'member_wallet', 'external', 'reward_funding', 'game_result', 'adjustment', 'suspense')
);

-- One row per difference between the provider's books and ours. `dedupe_key` keeps a second
-- audit run from raising the same difference twice. `suspense_sen` is what was booked to the
-- suspense account for it (and is booked out again when it is resolved).
create table provider_discrepancies (
  id bigserial primary key,
  kind text not null check (kind in (
    'unknown_move',       -- a provider move with a reference we never recorded
    'missing_move',       -- a call we settled as moved that the provider's log does not show
    'settled_differently',-- the provider moved another amount or kind than our call
    'late_move',          -- a move of ours the provider applied after we had failed the call
    'unexplained_balance',-- a game balance change neither play nor one of our moves explains
    'agent_credit',       -- agent credit moved differs from the kiosk ledger account
    'unresolved_call'     -- resends exhausted: the provider never answered definitely
  )),
  dedupe_key text not null unique,
  kiosk_id integer references provider_kiosks(id),
  member_account_id integer references member_accounts(id),
  provider_call_id bigint references provider_calls(id),
  transaction_id integer references transactions(id),
  reference text,
  -- signed: provider minus ours
  amount_sen bigint not null default 0,
  suspense_sen bigint not null default 0,
  evidence jsonb not null,
  status text not null default 'open' check (status in ('open', 'resolved')),
  resolution text check (resolution in ('settled_success', 'settled_failed', 'written_off', 'auto_settled')),
  remark text,
  resolved_by integer references operators(id),
  resolved_at timestamptz,
  created_at timestamptz not null default now()
);
create index provider_discrepancies_open on provider_discrepancies(created_at desc) where status = 'open';
create index provider_discrepancies_list on provider_discrepancies(created_at desc);

-- The provider score-log entry up to which a game account's ledger balance is synced: the
-- next sync explains only what the log shows after it.
create table game_balance_anchors (
  member_account_id integer primary key references member_accounts(id),
  provider_tx_id text not null,
  provider_at timestamptz not null,
  balance_sen bigint not null,
  updated_at timestamptz not null default now()
);

-- Agent credit at the kiosk and the kiosk ledger account at one quiet moment: afterwards
-- agent credit moved must equal the kiosk ledger moved.
create table kiosk_credit_baselines (
  kiosk_id integer primary key references provider_kiosks(id),
  agent_credit_sen bigint not null,
  ledger_sen bigint not null,
  taken_at timestamptz not null default now()
);
