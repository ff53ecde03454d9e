-- Approvals at scale: the report summaries' triggers run at commit, not at each
-- statement. They add every approval to a few summary rows that every approval shares (the day's
-- money row of its type, product and bank; the operator's day and shift rows; the bank's and
-- kiosk's ledger day rows). Run at the statement, each such row stayed locked from that
-- statement to the commit: the rest of the transaction's statements and their round trips, with
-- every concurrent approval waiting behind it (pg_stat_statements: 48 ms of a 57 ms settle was
-- waiting on report_money_daily's row, 8 operators approving). Deferred, they run inside COMMIT,
-- in the same transaction and in the same order, so the summaries stay exact and commit or roll
-- back with the change; the shared rows are held only while the commit finishes.

drop trigger activity_log_report_work on activity_log;
create constraint trigger activity_log_report_work
  after insert on activity_log deferrable initially deferred
  for each row when (((new.operator_id IS NOT NULL) AND (new.action = ANY (ARRAY['transaction.approve'::text, 'transaction.reject'::text, 'transaction.fraud'::text, 'transaction.void'::text, 'transaction.complete'::text, 'adjustment.create'::text]))))
  execute function report_activity_add();

drop trigger transactions_report_money_insert_delete on transactions;
create constraint trigger transactions_report_money_insert_delete
  after insert or delete on transactions deferrable initially deferred
  for each row
  execute function report_money_daily_track();

drop trigger transactions_report_money_update on transactions;
create constraint trigger transactions_report_money_update
  after update on transactions deferrable initially deferred
  for each row when ((((old.status = ANY (ARRAY['success'::text, 'complete'::text, 'voided'::text])) IS DISTINCT FROM (new.status = ANY (ARRAY['success'::text, 'complete'::text, 'voided'::text]))) OR ((old.status = 'voided'::text) IS DISTINCT FROM (new.status = 'voided'::text)) OR (old.processed_at IS DISTINCT FROM new.processed_at) OR (old.voided_at IS DISTINCT FROM new.voided_at) OR (old.amount_sen <> new.amount_sen) OR (old.bonus_sen <> new.bonus_sen) OR (old.type <> new.type) OR (old.member_id <> new.member_id) OR (old.member_account_id IS DISTINCT FROM new.member_account_id) OR (old.deposit_bank_id IS DISTINCT FROM new.deposit_bank_id) OR (old.withdraw_bank_id IS DISTINCT FROM new.withdraw_bank_id)))
  execute function report_money_daily_track();

drop trigger transactions_report_quick_delete on transactions;
create constraint trigger transactions_report_quick_delete
  after delete on transactions deferrable initially deferred
  for each row when (((old.processed_at IS NOT NULL) AND (old.type = ANY (ARRAY['deposit'::text, 'withdrawal'::text]))))
  execute function report_quick_withdrawals_track();

drop trigger transactions_report_quick_insert on transactions;
create constraint trigger transactions_report_quick_insert
  after insert on transactions deferrable initially deferred
  for each row when (((new.processed_at IS NOT NULL) AND (new.type = ANY (ARRAY['deposit'::text, 'withdrawal'::text]))))
  execute function report_quick_withdrawals_track();

drop trigger transactions_report_quick_update on transactions;
create constraint trigger transactions_report_quick_update
  after update on transactions deferrable initially deferred
  for each row when ((((old.type = ANY (ARRAY['deposit'::text, 'withdrawal'::text])) OR (new.type = ANY (ARRAY['deposit'::text, 'withdrawal'::text]))) AND (((old.status = ANY (ARRAY['success'::text, 'complete'::text])) IS DISTINCT FROM (new.status = ANY (ARRAY['success'::text, 'complete'::text]))) OR (old.processed_at IS DISTINCT FROM new.processed_at) OR (old.amount_sen <> new.amount_sen) OR (old.bonus_sen <> new.bonus_sen) OR (old.member_id <> new.member_id) OR (old.type <> new.type))))
  execute function report_quick_withdrawals_track();

drop trigger transactions_report_shift_insert_delete on transactions;
create constraint trigger transactions_report_shift_insert_delete
  after insert or delete on transactions deferrable initially deferred
  for each row
  execute function report_shift_money_track();

drop trigger transactions_report_shift_update on transactions;
create constraint trigger transactions_report_shift_update
  after update on transactions deferrable initially deferred
  for each row when (((old.status <> new.status) OR (old.claimed_by IS DISTINCT FROM new.claimed_by) OR (old.processed_at IS DISTINCT FROM new.processed_at) OR (old.amount_sen <> new.amount_sen) OR (old.type <> new.type)))
  execute function report_shift_money_track();

drop trigger ledger_entries_report_daily on ledger_entries;
create constraint trigger ledger_entries_report_daily
  after insert on ledger_entries deferrable initially deferred
  for each row
  execute function report_ledger_daily_add();

drop trigger ledger_entries_report_game on ledger_entries;
create constraint trigger ledger_entries_report_game
  after insert on ledger_entries deferrable initially deferred
  for each row
  execute function report_game_daily_add();
