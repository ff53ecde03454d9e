-- Approvals: report_quick_withdrawals_refresh runs on every deposit and withdrawal
-- approved. Its statements said `member is null or ... = member` so that one body also served the
-- full refill (member null); PostgreSQL cannot plan that once for every value, so it planned both
-- statements again on each call: 0.12 ms of planning per approval (pg_stat_statements over 1,070
-- approvals), more than running them. The member is now a range (one member, or all of them for
-- the refill), which a plan made once per connection serves with the member indexes. Same rows.

create or replace function report_quick_withdrawals_refresh(member integer, from_at timestamptz, to_at timestamptz)
returns void language plpgsql as $$
declare
  first_member integer := coalesce(member, -2147483648);
  last_member integer := coalesce(member, 2147483647);
begin
  delete from report_quick_withdrawals q
  where q.member_id between first_member and last_member and q.processed_at between from_at and to_at;
  insert into report_quick_withdrawals (withdrawal_id, member_id, deposit_id, processed_at, deposit_processed_at, amount_sen)
  select w.id, w.member_id, d.id, w.processed_at, d.processed_at, w.amount_sen
  from transactions w
  join lateral (
    select d.id, d.processed_at, d.amount_sen, d.bonus_sen from transactions d
    where d.member_id = w.member_id and d.type = 'deposit' and d.status in ('success', 'complete')
      and d.processed_at <= w.processed_at and d.processed_at > w.processed_at - interval '60 minutes'
    order by d.processed_at desc limit 1
  ) d on true
  where w.member_id between first_member and last_member and w.type = 'withdrawal' and w.status in ('success', 'complete')
    and w.processed_at between from_at and to_at
    and w.amount_sen * 100 >= (d.amount_sen + d.bonus_sen) * 90;
end
$$;
