-- The second approver. Per role, the most an operator moves alone for each kind of
-- money action, in sen; null: no limit. Above it the action waits for a second approval.
alter table roles add column if not exists adjustment_limit_sen bigint;
alter table roles add column if not exists quick_topup_limit_sen bigint;
alter table roles add column if not exists insert_limit_sen bigint;
alter table roles add column if not exists withdrawal_approval_limit_sen bigint;

-- A transaction approved above the first operator's limit stays pending with who approved it
-- first and which limit it went over, until a second operator approves or rejects it.
alter table transactions add column if not exists first_approved_by integer;
alter table transactions add column if not exists first_approved_at timestamptz;
alter table transactions add column if not exists approval_limit text;
create index if not exists transactions_awaiting_second_approval
  on transactions (id) where status = 'pending' and first_approved_by is not null;
