-- Login and PIN limits that cannot lock a real operator out.
-- Per username (or per known device) an exponential backoff: the next attempt is allowed at
-- next_allowed_at; a fixed window stays for the per-address count.
alter table staff_login_attempts add column next_allowed_at timestamptz;

-- Wrong PINs on one session; the Nth revokes the session.
alter table staff_sessions add column pin_failures integer not null default 0;

-- A browser that has signed in as the operator (an HttpOnly cookie holds the secret, only its
-- hash is stored): its attempts are counted apart from the username's, so guesses from
-- elsewhere cannot keep the operator's own browser waiting.
create table staff_known_devices (
  token_hash text primary key,
  operator_id integer not null,
  created_at timestamptz not null default now(),
  last_used_at timestamptz not null default now()
);
create index staff_known_devices_operator on staff_known_devices(operator_id);
