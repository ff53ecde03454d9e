-- Fill the quick-withdrawal signals for a database that already has withdrawals.
select report_quick_withdrawals_refresh(null, '-infinity', 'infinity');
