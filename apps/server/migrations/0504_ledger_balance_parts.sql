-- Ledger hot rows: the shared accounts every approval posts to (its bank, the kiosk,
-- `external`, `game_result`) may go negative, so a posting need not lock them to check a
-- balance; it only has to add to their cached balance, and adding to one row made every
-- concurrent approval wait on that row until the one before it committed. A posting now adds
-- an allow-negative account's legs to one of 16 parts of its balance, chosen by the database
-- connection (`pg_backend_pid() % 16`), so two approvals wait on each other only when their
-- connections share a part. The balance is `ledger_accounts.balance_sen` plus its parts; the
-- invariant check compares that sum with the entries, exactly as before. Accounts that may not
-- go negative (game accounts, wallets) keep their balance on their own row, locked to check it.
create table ledger_balance_parts (
  account_id integer not null references ledger_accounts(id),
  part smallint not null check (part >= 0 and part < 16),
  balance_sen bigint not null default 0,
  primary key (account_id, part)
);
