-- At most one live or successful provider call per transaction and purpose: a transaction can
-- never be credited (approved, transferred in, voided, redeemed) twice, whoever sends the call.
create unique index provider_calls_once_per_purpose on provider_calls(transaction_id, purpose) where status <> 'failed';
