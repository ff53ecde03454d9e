-- The activity log is append-only in the database itself. Whatever the application
-- (or anyone holding its connection) does, a logged row cannot be changed or removed.
create or replace function activity_log_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'activity_log is append-only (% refused)', tg_op using errcode = '42501';
end $$;

drop trigger if exists activity_log_no_update_delete on activity_log;
create trigger activity_log_no_update_delete
  before update or delete on activity_log
  for each row execute function activity_log_append_only();

drop trigger if exists activity_log_no_truncate on activity_log;
create trigger activity_log_no_truncate
  before truncate on activity_log
  for each statement execute function activity_log_append_only();
