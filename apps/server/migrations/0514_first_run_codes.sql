-- One-time setup codes for the first-run page: each server instance that starts while no
-- operator exists adds its own (only the hash is kept); a successful claim deletes them all.
create table first_run_codes (
  code_hash text primary key,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
