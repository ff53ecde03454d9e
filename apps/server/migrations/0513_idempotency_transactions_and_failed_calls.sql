-- The money rows an idempotency key's request created, written in the database transaction that
-- creates each one: a key whose request died mid-way answers their current state instead of
-- waiting for the key to be pruned.
alter table idempotency_keys add column transaction_ids integer[] not null default '{}';

-- Reconciliation audits the game accounts of recently failed calls each run (a provider may apply
-- a move after refusing it).
create index provider_calls_failed_recent on provider_calls (resolved_at) where status = 'failed';
