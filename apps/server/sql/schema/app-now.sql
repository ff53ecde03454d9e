-- The application's clock in the database. The demo seed replays a week of work with the
-- application's clock set back in time; the timestamps the database fills itself (created_at,
-- registered_at, ledger posting times, the activity log...) must follow the same clock, so those
-- column defaults read app_now(): the time in demo_clock while the demo seed runs (a row that
-- also expires by itself), else now().
--
-- Applied before the numbered migrations, because column defaults name it. plpgsql, not SQL: a
-- SQL function with a sub-select is planned again on every call, plpgsql plans once per
-- connection (and its body is not checked against demo_clock until it runs).
create or replace function app_now() returns timestamptz language plpgsql stable as $$
begin
  return coalesce((select at from demo_clock where expires_at > now()), now());
end
$$;
