-- The column mapping staff confirmed for a bank account's statements: the next statement of the
-- same account imports without questions.
create table bank_statement_mappings (
  bank_id integer primary key references banks(id) on delete cascade,
  mapping jsonb not null,
  updated_by integer references operators(id),
  updated_at timestamptz not null default now()
);
