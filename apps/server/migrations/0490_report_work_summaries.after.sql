-- Fill the Game, Staff and Shift summaries for a database that already has work.
select report_game_daily_refill();
select report_staff_daily_refill();
select report_shift_work_refill();
