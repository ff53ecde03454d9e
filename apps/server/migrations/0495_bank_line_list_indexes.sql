-- Bank Transactions at scale (`npm run bench:scale`).
-- The list's q matches description, receipt or remark by ILIKE: trigram indexes on the three let
-- PostgreSQL find the matches by index (a bitmap OR) instead of reading every statement line.
create index bank_transactions_description_trgm on bank_transactions using gin (description gin_trgm_ops);
create index bank_transactions_receipt_trgm on bank_transactions using gin (receipt gin_trgm_ops);
create index bank_transactions_remark_trgm on bank_transactions using gin (remark gin_trgm_ops);
-- Its sortable columns, each with the id tiebreak, so a sorted page is an index walk.
create index bank_transactions_deposit on bank_transactions (deposit_sen, id);
create index bank_transactions_withdraw on bank_transactions (withdraw_sen, id);
create index bank_transactions_description on bank_transactions (description, id);
