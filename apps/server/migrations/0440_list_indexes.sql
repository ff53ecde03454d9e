-- Staff lists at a million transactions: indexes that match each list's filters and
-- sorts, and trigram indexes for substring search (ILIKE '%...%') on names, phones, game IDs.
-- pg_trgm ships with PostgreSQL (trusted extension) and is loaded into the embedded PGlite.
create extension if not exists pg_trgm;

-- Search: the matching members and game accounts are found first, then their rows.
create index members_name_trgm on members using gin (name gin_trgm_ops);
create index members_phone_trgm on members using gin (phone gin_trgm_ops);
create index members_refer_code_trgm on members using gin (refer_code gin_trgm_ops);
create index members_bank_account_trgm on members using gin (bank_account_number gin_trgm_ops);
create index member_accounts_username_trgm on member_accounts using gin (username gin_trgm_ops);

-- Money lists: sorts (with the id tiebreak), a member's game account, the open queues, fraud.
create index transactions_amount on transactions (amount_sen, id);
create index transactions_requested on transactions (requested_at, id);
create index transactions_member_account on transactions (member_account_id, id);
create index transactions_member_id on transactions (member_id, id);
create index transactions_open_queue on transactions (type, id) where status in ('pending', 'processing', 'success');
create index transactions_fraud on transactions (id) where fraud;

-- Member list sorts.
create index members_name on members (name, id);
create index members_last_deposit on members (last_deposit_at, id);
create index members_deposit_count on members (deposit_count, id);

-- A transaction's provider calls (detail page, reconciliation): the unique index on
-- (transaction_id, purpose) is partial (not failed), so it cannot answer every lookup.
create index provider_calls_transaction on provider_calls (transaction_id);
