import { type SQL, sql } from 'drizzle-orm';
import { inDays, optionalEq, type ReportInput, type ReportSource } from './report-query.ts';

/**
 * The p-th percentile (interpolated, as percentile_cont) of each operator's approval waits, from
 * the counts per whole second in `ranked` (cumulative `upto` and `total` per operator).
 */
function percentileSql(p: number): SQL {
  const position = sql.raw(`${p} * (r.total - 1)`);
  const lower = sql`min(r.wait_s) filter (where r.upto > floor(${position}))`;
  const upper = sql`min(r.wait_s) filter (where r.upto > ceil(${position}))`;
  return sql`round(${lower} + (${position} - floor(${position})) * (${upper} - ${lower}))::int`;
}

/** Approvals of deposits and withdrawals (an adjustment's approval is counted as an adjustment). */
const APPROVED = sql`a.action = 'transaction.approve' and a.tx_type not in ('', 'adjustment')`;

function waitsSql(input: ReportInput): SQL {
  return sql`
    select r.operator_id, ${percentileSql(0.5)} as p50, ${percentileSql(0.95)} as p95
    from (
      select w.operator_id, w.wait_s, sum(w.n) over (partition by w.operator_id order by w.wait_s) as upto,
        sum(w.n) over (partition by w.operator_id) as total
      from (
        select operator_id, wait_s, sum(n) as n from report_approval_waits
        where ${inDays(sql`day`, input)} and ${optionalEq(sql`operator_id`, input.operatorId)}
        group by 1, 2
      ) w
    ) r
    group by r.operator_id, r.total`;
}

/**
 * Staff: per operator, the transaction actions of the activity log with their amounts, and how
 * long members waited from request to approval (deposits and withdrawals), to the second. Both
 * are summed per day by a trigger on the activity log (`report_staff_daily`,
 * `report_approval_waits`, 0490).
 */
export const staffReport: ReportSource = {
  key: 'staff',
  rows: (input) => sql`
    with acts as (
      select operator_id, action, tx_type, sum(n) as n, sum(amount_sen) as amount_sen, sum(abs_sen) as abs_sen
      from report_staff_daily
      where ${inDays(sql`day`, input)} and ${optionalEq(sql`operator_id`, input.operatorId)}
      group by 1, 2, 3
    )
    select o.id as row_key, o.name as operator,
      coalesce(sum(a.n) filter (where ${APPROVED}), 0)::int as approve_count,
      coalesce(sum(a.abs_sen) filter (where ${APPROVED}), 0)::bigint as approve_sen,
      coalesce(sum(a.n) filter (where a.action = 'transaction.reject'), 0)::int as reject_count,
      coalesce(sum(a.n) filter (where a.action = 'transaction.fraud'), 0)::int as fraud_count,
      coalesce(sum(a.n) filter (where a.action = 'transaction.void'), 0)::int as void_count,
      coalesce(sum(a.abs_sen) filter (where a.action = 'transaction.void'), 0)::bigint as void_sen,
      coalesce(sum(a.n) filter (where a.action = 'transaction.complete'), 0)::int as complete_count,
      coalesce(sum(a.n) filter (where a.action = 'adjustment.create'), 0)::int as adjustment_count,
      coalesce(sum(a.amount_sen) filter (where a.action = 'adjustment.create'), 0)::bigint as adjustment_sen,
      waits.p50 as approval_p50_s, waits.p95 as approval_p95_s
    from acts a join operators o on o.id = a.operator_id
    left join (${waitsSql(input)}) waits on waits.operator_id = o.id
    group by o.id, waits.p50, waits.p95`,
};
