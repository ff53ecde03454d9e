-- A role's payment gateway: with the gateway on ('1'), the bank groups whose deposits
-- and withdrawals its operators see and act on; an empty list means every group. With it off
-- ('0') the role handles no deposits or withdrawals at all.
alter table roles add column bank_group_ids integer[] not null default '{}';

-- The live queue tells which bank an item belongs to, so each desk hears only its gateway's items.
create or replace function staff_queue_notify() returns trigger language plpgsql as $$
begin
  if new.type in ('deposit', 'withdrawal') and (
    (tg_op = 'INSERT' and new.status = 'pending')
    or (tg_op = 'UPDATE' and (old.status = 'pending' or new.status = 'pending')
        and (old.status is distinct from new.status or old.claimed_by is distinct from new.claimed_by))
  ) then
    perform pg_notify('staff_queue', json_build_object(
      'kind', new.type,
      'id', new.id,
      'status', new.status,
      'change', case when tg_op = 'INSERT' then 'created' else 'updated' end,
      'bank_id', case when new.type = 'deposit' then new.deposit_bank_id else new.withdraw_bank_id end
    )::text);
  end if;
  return null;
end
$$;
