-- Notes the demo seed writes during its replayed week carry that week's time, as the rest of
-- its work does (app_now(), migration 0422).
alter table member_notes
  alter column created_at set default app_now(),
  alter column updated_at set default app_now();
