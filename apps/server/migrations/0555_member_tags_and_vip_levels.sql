-- Tags and VIP levels. Staff define tags and put them on members; VIP levels are
-- ordered by rank, each with a rule "deposits done in the last window_days days total at least
-- min_deposit_sen", and the periodic job stores each member's highest level that holds. A bonus
-- may be limited to members with one of its tags and/or one of its levels (none = everyone).
create table member_tags (
  id serial primary key,
  name text not null,
  color text not null default 'blue',
  created_at timestamptz not null default now()
);
create unique index member_tags_name_key on member_tags (lower(name));

create table member_tag_links (
  member_id integer not null references members (id) on delete cascade,
  tag_id integer not null references member_tags (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (member_id, tag_id)
);
create index member_tag_links_tag_idx on member_tag_links (tag_id);

create table vip_levels (
  id serial primary key,
  name text not null,
  rank integer not null unique check (rank >= 1),
  window_days integer not null check (window_days between 1 and 366),
  min_deposit_sen bigint not null check (min_deposit_sen > 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index vip_levels_name_key on vip_levels (lower(name));

alter table members
  add column vip_level_id integer references vip_levels (id) on delete set null,
  add column vip_level_at timestamptz;
create index members_vip_level_idx on members (vip_level_id);

-- A tag or level a bonus is limited to cannot be deleted while the bonus names it.
create table bonus_member_tags (
  bonus_id integer not null references bonuses (id) on delete cascade,
  tag_id integer not null references member_tags (id) on delete restrict,
  primary key (bonus_id, tag_id)
);
create table bonus_vip_levels (
  bonus_id integer not null references bonuses (id) on delete cascade,
  vip_level_id integer not null references vip_levels (id) on delete restrict,
  primary key (bonus_id, vip_level_id)
);
