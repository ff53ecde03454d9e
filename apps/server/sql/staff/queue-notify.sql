-- The live queue of the back-office (GET /api/staff/live) hears about every pending deposit or
-- withdrawal from the database itself: whichever code path or instance writes the row, NOTIFY
-- goes out on commit (and never for a rolled-back change), and no call site can forget it. The
-- bank tells which desk an item belongs to, so each hears only its payment gateway's items.
-- An item is in a queue while its status is in one of the queue tabs (packages/contracts/src/
-- queue-tabs.ts: to act pending, processing; to verify success), so a move into, within or out
-- of them refreshes the tabs' counts and the menu badges; only a new pending item is 'created'
-- (the sound alert).
create or replace function staff_queue_notify() returns trigger language plpgsql as $$
begin
  if new.type in ('deposit', 'withdrawal') and (
    (tg_op = 'INSERT' and new.status in ('pending', 'processing', 'success'))
    or (tg_op = 'UPDATE'
        and (old.status in ('pending', 'processing', 'success') or new.status in ('pending', 'processing', 'success'))
        and (old.status is distinct from new.status or old.claimed_by is distinct from new.claimed_by))
  ) then
    perform pg_notify('staff_queue', json_build_object(
      'kind', new.type,
      'id', new.id,
      'status', new.status,
      'change', case when tg_op = 'INSERT' and new.status = 'pending' then 'created' else 'updated' end,
      'bank_id', case when new.type = 'deposit' then new.deposit_bank_id else new.withdraw_bank_id end
    )::text);
  end if;
  return null;
end
$$;

drop trigger if exists transactions_staff_queue on transactions;
create trigger transactions_staff_queue
  after insert or update of status, claimed_by on transactions
  for each row execute function staff_queue_notify();
