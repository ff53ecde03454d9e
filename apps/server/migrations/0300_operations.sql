-- Back-office operations (part A): one default source, member imports as background jobs,
-- bank statements and their lines, follow-ups.

-- At most one default source; the service keeps it exactly one.
create unique index sources_one_default on sources (is_default) where is_default;
create unique index sources_name_lower on sources (lower(name));
create index members_registered on members (registered_at desc);
create index members_source on members (source_id);

-- A member import: uploaded and validated (preview), then committed by a job that writes
-- every row in one transaction or none. Rows stay here until the job finishes.
create table import_jobs (
  id serial primary key,
  kind text not null check (kind in ('members')),
  status text not null default 'preview' check (status in ('preview', 'queued', 'running', 'done', 'failed')),
  filename text not null,
  total_rows integer not null default 0,
  processed_rows integer not null default 0,
  imported_rows integer not null default 0,
  rows jsonb not null default '[]',
  errors jsonb not null default '[]',
  message text,
  created_by integer references operators(id),
  created_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz
);
create index import_jobs_created on import_jobs (created_at desc);

create table bank_statement_imports (
  id serial primary key,
  bank_id integer not null references banks(id),
  filename text not null,
  layout text not null,
  line_count integer not null,
  imported_count integer not null,
  skipped_count integer not null,
  warnings jsonb not null default '[]',
  created_by integer references operators(id),
  created_at timestamptz not null default now()
);

-- One line of an operator bank account's statement. Exactly one of deposit/withdraw is set.
-- line_key identifies an imported line so a re-imported, overlapping statement adds nothing twice.
create table bank_transactions (
  id serial primary key,
  bank_id integer not null references banks(id),
  transacted_at timestamptz not null,
  has_time boolean not null default true,
  description text not null,
  deposit_sen bigint not null default 0 check (deposit_sen >= 0),
  withdraw_sen bigint not null default 0 check (withdraw_sen >= 0),
  balance_sen bigint,
  receipt text,
  type text not null default 'normal' check (type in ('normal', 'expense', 'other')),
  claimed boolean not null default false,
  transaction_id integer references transactions(id),
  claimed_by integer references operators(id),
  claimed_at timestamptz,
  extra_copy boolean not null default false,
  import_id integer references bank_statement_imports(id),
  line_key text,
  remark text,
  created_by integer references operators(id),
  updated_by integer references operators(id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((deposit_sen > 0) <> (withdraw_sen > 0)),
  check (transaction_id is null or claimed)
);
create unique index bank_transactions_line on bank_transactions (bank_id, line_key) where line_key is not null;
-- One-to-one matching: a deposit is claimed by at most one bank line.
create unique index bank_transactions_transaction on bank_transactions (transaction_id) where transaction_id is not null;
create index bank_transactions_time on bank_transactions (transacted_at desc, id desc);
create index bank_transactions_bank_time on bank_transactions (bank_id, transacted_at desc);
create index bank_transactions_open_deposits on bank_transactions (deposit_sen, transacted_at)
  where not claimed and deposit_sen > 0;

-- What staff must call back: landing-page leads (one row each, created when first listed)
-- and members flagged for follow-up (by staff, or fraud). Settled with a remark.
create table follow_ups (
  id serial primary key,
  kind text not null check (kind in ('lead', 'member')),
  lead_id integer references landing_leads(id),
  member_id integer references members(id),
  reason text,
  status text not null default 'open' check (status in ('open', 'settled')),
  remark text,
  created_by integer references operators(id),
  settled_by integer references operators(id),
  settled_at timestamptz,
  created_at timestamptz not null default now(),
  check ((kind = 'lead') = (lead_id is not null)),
  check ((kind = 'member') = (member_id is not null)),
  check (status = 'open' or settled_at is not null)
);
create unique index follow_ups_lead on follow_ups (lead_id) where lead_id is not null;
create unique index follow_ups_member_open on follow_ups (member_id) where kind = 'member' and status = 'open';
create index follow_ups_status on follow_ups (status, created_at desc);
