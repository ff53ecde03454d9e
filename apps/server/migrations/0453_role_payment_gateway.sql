-- A role's payment gateway: with the gateway on ('1'), the bank groups whose deposits
-- and withdrawals its operators see and act on; an empty list means every group. With it off
-- ('0') the role handles no deposits or withdrawals at all.
alter table roles add column bank_group_ids integer[] not null default '{}';

-- The live queue tells which bank an item belongs to (apps/server/sql/staff/queue-notify.sql).
