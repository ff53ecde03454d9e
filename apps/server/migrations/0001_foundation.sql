-- Foundation: settings, content, members and their tokens, staff access, activity log.
create table settings (
  key text primary key,
  value jsonb not null,
  updated_at timestamptz not null default now()
);

create table sources (
  id serial primary key,
  name text not null unique,
  is_default boolean not null default false,
  created_at timestamptz not null default now()
);

create table members (
  id serial primary key,
  name text not null,
  phone text not null unique,
  date_of_birth date,
  refer_code text unique,
  upline_id integer references members(id),
  company text,
  source_id integer references sources(id),
  bank_name text,
  bank_account_number text,
  bank_account_holder text,
  status text not null default 'active' check (status in ('active', 'inactive')),
  fraud boolean not null default false,
  spin_chances integer not null default 0 check (spin_chances >= 0),
  deposit_count integer not null default 0,
  last_deposit_at timestamptz,
  remark text,
  registered_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table member_tokens (
  id serial primary key,
  member_id integer not null references members(id),
  token_hash text not null unique,
  created_by integer,
  created_at timestamptz not null default now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
create index member_tokens_member on member_tokens(member_id);

create table banners (
  id serial primary key,
  name text not null,
  image jsonb not null,
  position integer not null default 0,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table announcements (
  id serial primary key,
  title text not null,
  content jsonb not null,
  position integer not null default 0,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table promotions (
  id serial primary key,
  name jsonb not null,
  description jsonb not null,
  image jsonb not null,
  content jsonb not null,
  link text,
  bonus_id integer,
  position integer not null default 0,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table roles (
  id serial primary key,
  name text not null unique,
  permissions text[] not null default '{}',
  payment_gateway text not null default '1',
  is_super boolean not null default false,
  status text not null default 'active' check (status in ('active', 'inactive')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table operators (
  id serial primary key,
  name text not null,
  username text not null unique,
  password_hash text not null,
  pin_hash text,
  role_id integer not null references roles(id),
  status text not null default 'active' check (status in ('active', 'inactive')),
  last_login_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table staff_sessions (
  id_hash text primary key,
  operator_id integer not null references operators(id),
  ip text,
  user_agent text,
  locked boolean not null default false,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index staff_sessions_operator on staff_sessions(operator_id);

create table activity_log (
  id bigserial primary key,
  operator_id integer references operators(id),
  member_id integer references members(id),
  action text not null,
  target_type text not null,
  target_id text,
  before jsonb,
  after jsonb,
  ip text,
  created_at timestamptz not null default now()
);
create index activity_log_created on activity_log(created_at desc);
create index activity_log_target on activity_log(target_type, target_id);

-- Fortune wheel: 16 segments, each with its label, prize and draw weight.
create table fortune_spin_segments (
  position integer primary key check (position between 1 and 16),
  label text not null,
  prize_sen bigint not null default 0 check (prize_sen >= 0),
  weight integer not null default 1 check (weight >= 0),
  updated_at timestamptz not null default now()
);
