-- A member saved (created, edited or imported) although staff were warned that another member
-- shares the bank account number, or the name with the date of birth: one row per pair of members,
-- whoever was saved second, shown as a signal in the Fraud report.
create table member_duplicate_signals (
  id serial primary key,
  member_id integer not null references members (id),
  other_member_id integer not null references members (id),
  matches text[] not null,
  operator_id integer,
  created_at timestamptz not null default now()
);
create unique index member_duplicate_signals_pair
  on member_duplicate_signals (least(member_id, other_member_id), greatest(member_id, other_member_id));
create index member_duplicate_signals_created on member_duplicate_signals (created_at);
-- The duplicate check looks members up by date of birth (then compares the names).
create index members_date_of_birth on members (date_of_birth) where date_of_birth is not null;
