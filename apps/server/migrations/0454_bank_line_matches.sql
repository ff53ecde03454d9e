-- A bank-statement line matches one or several transactions: a deposit line one
-- deposit, or several deposits whose amounts add up to it (Multi Deposit); a withdrawal line one
-- completed withdrawal. A transaction is matched by at most one line.
create table bank_line_matches (
  transaction_id integer primary key references transactions(id),
  bank_transaction_id integer not null references bank_transactions(id),
  -- The match set the deposit's verification (undone with it); false: staff had verified it before.
  verified_by_match boolean not null default false,
  created_at timestamptz not null default now()
);
create index bank_line_matches_line on bank_line_matches (bank_transaction_id);

insert into bank_line_matches (transaction_id, bank_transaction_id, verified_by_match, created_at)
select transaction_id, id, true, coalesce(claimed_at, now()) from bank_transactions where transaction_id is not null;

drop index bank_transactions_transaction;
alter table bank_transactions drop column transaction_id;
-- Open lines of either kind are what matching looks through.
drop index bank_transactions_open_deposits;
create index bank_transactions_open_lines on bank_transactions (bank_id, transacted_at) where not claimed;
