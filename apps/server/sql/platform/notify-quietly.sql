-- Cache invalidation between server instances (platform/db/write-watch.ts): a transaction that
-- wrote a watched table is committed and its NOTIFY sent in one round trip, as
-- `commit; select notify_quietly(...)`. The NOTIFY runs after the commit, in its own implicit
-- transaction; if it failed (its queue full), the error would reach the caller of a commit that
-- did happen. It is swallowed here instead: the other instances' caches still expire on their
-- own short lifetime.
create or replace function notify_quietly(channel text, payload text) returns void
language plpgsql volatile as $$
begin
  perform pg_notify(channel, payload);
exception when others then
  null;
end
$$;
