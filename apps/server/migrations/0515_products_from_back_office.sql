-- Products created from the back-office: each kiosk connection names its provider kind (the
-- protocol its client speaks; today only the HTTP agent API of docs/provider-protocol.md), a
-- product with money history is retired (hidden from members, kept for its transactions), and
-- the periodic agent-credit read records when a kiosk last failed to answer, so Products shows
-- its last figure as stale instead of "unknown".
alter table provider_kiosks
  add column provider_kind text not null default 'http' check (provider_kind in ('http')),
  add column agent_credit_failed_at timestamptz;

alter table products drop constraint products_status_check;
alter table products
  add constraint products_status_check check (status in ('active', 'inactive', 'retired'));
