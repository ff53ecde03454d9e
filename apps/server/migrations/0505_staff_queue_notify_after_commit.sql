-- Approvals at scale (issue 14): the staff desks' queue event goes after the commit. A
-- transaction that calls pg_notify takes PostgreSQL's one NOTIFY lock just before it commits and
-- holds it until its commit record is flushed, so every approval's two commits went one at a
-- time instead of flushing together (pg_locks: `object pg_database 0 AccessExclusiveLock`, the
-- lock approvals waited on beside the report rows). A transaction the server begins marks itself
-- (`begin; select set_config('app.notify_after_commit', 'on', true)`, platform/db/client.ts);
-- in it the trigger keeps the event in a session setting, which a rollback (or a rollback to a
-- savepoint) takes back with the change, and the commit sends them:
-- `commit; select staff_queue_flush()`, one round trip, in its own implicit transaction that
-- writes nothing (no flush to wait for). Any other writer (psql, PGlite, a statement outside a
-- transaction) notifies at its commit as before. The payloads are the same text as before.
create or replace function staff_queue_notify() returns trigger language plpgsql as $$
declare
  payload text;
begin
  if new.type in ('deposit', 'withdrawal') and (
    (tg_op = 'INSERT' and new.status = 'pending')
    or (tg_op = 'UPDATE' and (old.status = 'pending' or new.status = 'pending')
        and (old.status is distinct from new.status or old.claimed_by is distinct from new.claimed_by))
  ) then
    payload := json_build_object(
      'kind', new.type,
      'id', new.id,
      'status', new.status,
      'change', case when tg_op = 'INSERT' then 'created' else 'updated' end,
      'bank_id', case when new.type = 'deposit' then new.deposit_bank_id else new.withdraw_bank_id end
    )::text;
    if current_setting('app.notify_after_commit', true) = 'on' then
      perform set_config('app.staff_queue_pending',
        (coalesce(nullif(current_setting('app.staff_queue_pending', true), ''), '[]')::jsonb
          || to_jsonb(payload))::text,
        false);
    else
      perform pg_notify('staff_queue', payload);
    end if;
  end if;
  return null;
end
$$;

-- The events a committed transaction kept, sent in the order they happened. An error (the
-- notification queue full) is swallowed: it must not make the commit before it look failed.
create or replace function staff_queue_flush() returns void language plpgsql volatile as $$
declare
  pending text := nullif(current_setting('app.staff_queue_pending', true), '');
  payload text;
begin
  if pending is null then
    return;
  end if;
  perform set_config('app.staff_queue_pending', '', false);
  begin
    for payload in select jsonb_array_elements_text(pending::jsonb) loop
      perform pg_notify('staff_queue', payload);
    end loop;
  exception when others then
    null;
  end;
end
$$;
