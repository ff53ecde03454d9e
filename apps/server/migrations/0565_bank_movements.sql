-- Bank balances: money the operator moves between its own bank accounts, and expenses paid out
-- of one, each booked in the ledger as one balanced posting (bank -> bank, bank -> expense).

alter table ledger_accounts drop constraint ledger_accounts_kind_check;
alter table ledger_accounts add constraint ledger_accounts_kind_check check (
  kind in ('bank', 'kiosk', 'member_account', 'member_wallet', 'external', 'reward_funding', 'game_result', 'adjustment', 'suspense', 'expense')
);

create table bank_movements (
  id serial primary key,
  kind text not null check (kind in ('transfer', 'expense')),
  from_bank_id integer not null,
  -- The receiving bank of a transfer; an expense leaves the operator's books.
  to_bank_id integer,
  amount_sen bigint not null check (amount_sen > 0),
  category text check (category in ('bank_fee', 'salary', 'rent', 'marketing', 'other')),
  remark text,
  posting_id bigint not null,
  created_by integer not null,
  created_at timestamptz not null default now(),
  check ((kind = 'transfer') = (to_bank_id is not null)),
  check (to_bank_id <> from_bank_id),
  check ((kind = 'expense') = (category is not null))
);
create index bank_movements_created on bank_movements (created_at desc, id desc);

-- Roles that see the banks see their balances; roles that edit them may record movements.
update roles set permissions = array_append(permissions, 'bank_balances.view')
where 'banks.view' = any (permissions) and not ('bank_balances.view' = any (permissions));
update roles set permissions = permissions || array['bank_movements.transfer', 'bank_movements.expense']
where 'banks.update' = any (permissions) and not ('bank_movements.transfer' = any (permissions));
