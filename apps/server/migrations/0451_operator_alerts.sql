-- Each operator's own alert settings for new pending deposits and withdrawals:
-- the sound on any page and its volume, kept with the operator so they follow them to any desk.
create table operator_alert_settings (
  operator_id integer primary key references operators(id) on delete cascade,
  sound boolean not null default true,
  volume integer not null default 70 check (volume between 0 and 100),
  updated_at timestamptz not null default now()
);
