-- Receipts follow the money rules: an uploaded receipt is read through the transactions (or bank
-- statement lines) that carry its address, so both columns are indexed where they hold one; the
-- per-operator upload limit counts an operator's receipts of the last minute.
create index transactions_receipt on transactions (receipt) where receipt is not null;
create index bank_transactions_receipt on bank_transactions (receipt) where receipt is not null;
create index transaction_receipts_uploader on transaction_receipts (uploaded_by, created_at);
create index transaction_receipts_created on transaction_receipts (created_at);

-- Members' phone, bank account number and date of birth need the new `members.pii` permission:
-- every role that held every permission before it existed keeps seeing them.
update roles set permissions = array_append(permissions, 'members.pii')
where not ('members.pii' = any (permissions))
  and (is_super or permissions @> array[
    'dashboard.view', 'workstation.view', 'workstation.action', 'members.view', 'members.create',
    'members.update', 'members.import', 'members.link', 'members.fraud_clear', 'member_accounts.view',
    'member_accounts.create', 'member_accounts.update', 'member_accounts.delete',
    'member_accounts.freeze', 'member_accounts.lock', 'member_accounts.sync',
    'member_accounts.password', 'deposits.view', 'deposits.claim', 'deposits.approve',
    'deposits.reject', 'deposits.fraud', 'deposits.void', 'deposits.complete', 'deposits.create',
    'withdrawals.view', 'withdrawals.claim', 'withdrawals.approve', 'withdrawals.reject',
    'withdrawals.fraud', 'withdrawals.void', 'withdrawals.complete', 'withdrawals.create',
    'transactions.view', 'transactions.insert', 'transactions.quick_topup',
    'transactions.multi_deposit', 'transactions.transfer', 'transactions.adjustment',
    'transactions.reward', 'transactions.reconcile', 'transactions.audit', 'transactions.resolve',
    'banks.view', 'banks.create', 'banks.update', 'banks.delete', 'bank_transactions.view',
    'bank_transactions.create', 'bank_transactions.update', 'bank_transactions.import',
    'bank_transactions.match', 'products.view', 'products.update', 'products.sync', 'sources.view',
    'sources.manage', 'games.view', 'game_sessions.view', 'bonuses.view', 'bonuses.manage',
    'bonuses.run', 'rollover.manage', 'rollover.clear', 'fortune_spin.view', 'fortune_spin.manage',
    'content.view', 'content.manage', 'notes.manage', 'system_messages.manage', 'gallery.manage',
    'settings.view', 'settings.manage', 'follow_up.view', 'follow_up.settle', 'reports.view',
    'reports.fraud_dismiss', 'operators.view', 'operators.manage', 'roles.view', 'roles.manage',
    'activity_log.view'
  ]::text[]);

-- A shared-bank-account fraud signal is keyed by the account number's hash (the key reaches every
-- operator who may see the report; the number itself is a personal-data field of the row).
update fraud_signal_dismissals set signal_key = 'bank:' || md5(substr(signal_key, 6))
where signal_key like 'bank:%';
