-- Back-office content: gallery images, notes on members, system message texts,
-- fortune-spin grants (earned on deposits or given by staff).

create table gallery_images (
  id serial primary key,
  name text not null,
  -- sha256 of the bytes, hex: the image's address is /media/g/<hash>.<ext>, so it never changes.
  hash text not null unique,
  mime text not null check (mime in ('image/png', 'image/jpeg', 'image/webp')),
  width integer not null,
  height integer not null,
  size_bytes integer not null,
  -- 'db': the bytes are in `data`; 's3': in the configured bucket under the hash.
  storage text not null default 'db' check (storage in ('db', 's3')),
  data bytea,
  created_by integer references operators(id),
  created_at timestamptz not null default now()
);

create table member_notes (
  id serial primary key,
  member_id integer not null references members(id),
  content text not null,
  created_by integer references operators(id),
  updated_by integer references operators(id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index member_notes_member on member_notes (member_id, id desc);

-- Staff-edited wording that replaces a catalogue message (packages/contracts messages) per language.
create table system_messages (
  code text primary key,
  text jsonb not null,
  updated_by integer references operators(id),
  updated_at timestamptz not null default now()
);

create table fortune_spin_grants (
  id bigserial primary key,
  member_id integer not null references members(id),
  spins integer not null check (spins > 0),
  reason text not null check (reason in ('deposit', 'staff')),
  -- A deposit earns at most once.
  transaction_id bigint unique,
  operator_id integer references operators(id),
  remark text,
  created_at timestamptz not null default now()
);
create index fortune_spin_grants_member_day on fortune_spin_grants (member_id, created_at);

-- A promotion shows only inside its window (either end open).
alter table promotions add column start_at timestamptz;
alter table promotions add column end_at timestamptz;
