-- Customer report over a year: a year holds ~830,000 per-member daily rows at the
-- scale of a million transactions, too many to group in under a second. Whole months of the
-- range read one row per member and month instead; the days at the range's edges still come from
-- report_member_daily (reports/went-through.ts, memberTotalsSql).
--
-- Kept from report_member_daily by statement triggers, in the same database transaction: each
-- statement's changes are added as differences (new rows minus old rows per month and member),
-- so concurrent writers add up as they do in the daily rows (reports-reconcile.test.ts compares
-- the two). A month's last deposit only moves back when a daily row's does; then it is read again
-- from the daily rows.

create table report_member_monthly (
  month date not null,
  member_id integer not null,
  deposit_n integer not null,
  deposit_sen bigint not null,
  bonus_sen bigint not null,
  withdrawal_sen bigint not null,
  last_deposit_at timestamptz,
  primary key (month, member_id)
);

-- A member's daily rows of a month, for the rewrite.
create index report_member_daily_member on report_member_daily (member_id, day);

-- Kept by apps/server/sql/reports/member-monthly.sql. The fill for a database that already has
-- daily rows:
insert into report_member_monthly (month, member_id, deposit_n, deposit_sen, bonus_sen, withdrawal_sen, last_deposit_at)
select date_trunc('month', d.day)::date, d.member_id,
  coalesce(sum(d.n_in - d.n_out) filter (where d.type = 'deposit'), 0),
  coalesce(sum(d.amount_sen) filter (where d.type = 'deposit'), 0),
  coalesce(sum(d.bonus_sen) filter (where d.type = 'deposit'), 0),
  coalesce(sum(d.amount_sen) filter (where d.type = 'withdrawal'), 0),
  max(d.last_in_at) filter (where d.type = 'deposit')
from report_member_daily d
group by 1, 2
order by 1, 2;
