import { sql } from 'drizzle-orm';
import { inRange, optionalEq, type ReportSource } from './report-query.ts';

const ACTIONS = sql.raw(
  `('transaction.approve', 'transaction.reject', 'transaction.fraud', 'transaction.void', 'transaction.complete', 'adjustment.create')`,
);

/**
 * Staff: per operator, the transaction actions of the activity log with their amounts, and how
 * long members waited from request to approval (deposits and withdrawals).
 */
export const staffReport: ReportSource = {
  key: 'staff',
  rows: (input) => sql`
    with acts as (
      select a.operator_id, a.action, a.created_at, t.type, t.amount_sen, t.requested_at
      from activity_log a
      left join transactions t on a.target_type = 'transaction'
        and t.id = case when a.target_id ~ '^[0-9]{1,9}$' then a.target_id::int end
      where a.action in ${ACTIONS} and a.operator_id is not null and ${inRange(sql`a.created_at`, input)}
        and ${optionalEq(sql`a.operator_id`, input.operatorId)}
    ),
    waits as (
      select operator_id, extract(epoch from created_at - requested_at) as wait_s from acts
      where action = 'transaction.approve' and type in ('deposit', 'withdrawal')
    )
    select o.id as row_key, o.name as operator,
      count(*) filter (where a.action = 'transaction.approve' and a.type <> 'adjustment') as approve_count,
      coalesce(sum(abs(a.amount_sen)) filter (where a.action = 'transaction.approve' and a.type <> 'adjustment'), 0)::bigint as approve_sen,
      count(*) filter (where a.action = 'transaction.reject') as reject_count,
      count(*) filter (where a.action = 'transaction.fraud') as fraud_count,
      count(*) filter (where a.action = 'transaction.void') as void_count,
      coalesce(sum(abs(a.amount_sen)) filter (where a.action = 'transaction.void'), 0)::bigint as void_sen,
      count(*) filter (where a.action = 'transaction.complete') as complete_count,
      count(*) filter (where a.action = 'adjustment.create') as adjustment_count,
      coalesce(sum(a.amount_sen) filter (where a.action = 'adjustment.create'), 0)::bigint as adjustment_sen,
      (select round(percentile_cont(0.5) within group (order by w.wait_s))::int from waits w where w.operator_id = o.id) as approval_p50_s,
      (select round(percentile_cont(0.95) within group (order by w.wait_s))::int from waits w where w.operator_id = o.id) as approval_p95_s
    from acts a join operators o on o.id = a.operator_id
    group by o.id`,
};
