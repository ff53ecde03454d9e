-- Back-office access: login rate limiting shared by every server instance, lookups for the
-- activity log and operator lists.
create table staff_login_attempts (
  key text primary key,
  failures integer not null default 0,
  window_started_at timestamptz not null default now()
);

create index activity_log_operator on activity_log(operator_id, created_at desc);
create index activity_log_action on activity_log(action);
create unique index operators_username_lower on operators(lower(username));
create unique index roles_name_lower on roles(lower(name));
