-- Fill the money summaries for a database that already has transactions.
select report_money_daily_refill();
