-- When a provider call first went unknown (a timeout or lost reply): the Timeout report lists
-- these calls after they are settled too. Set by the database so no code path can forget it.
create or replace function provider_calls_mark_timed_out() returns trigger language plpgsql as $$
begin
  if new.status = 'unknown' and new.timed_out_at is null then
    new.timed_out_at := app_now();
  end if;
  return new;
end
$$;

drop trigger if exists provider_calls_timed_out on provider_calls;
create trigger provider_calls_timed_out
  before insert or update of status on provider_calls
  for each row execute function provider_calls_mark_timed_out();
