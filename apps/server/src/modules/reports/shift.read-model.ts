import { sql } from 'drizzle-orm';
import { inDays, optionalEq, type ReportSource } from './report-query.ts';

/**
 * Shift: per shift (cut at the start times set in settings, business time) and operator, the
 * work done and what they approved that is still unverified, and when they handed over. Summed
 * per day, shift and operator by triggers on the activity log and transactions
 * (`report_shift_work`, 0490), cut with the same setting as reports/shift-windows.ts.
 */
export const shiftReport: ReportSource = {
  key: 'shift',
  rows: (input) => sql`
    with work as (
      select w.operator_id, w.shift_start,
        sum(w.approve_count)::int as approve_count, sum(w.reject_count)::int as reject_count,
        sum(w.complete_count)::int as complete_count, sum(w.deposit_sen)::bigint as deposit_sen,
        sum(w.withdrawal_sen)::bigint as withdrawal_sen, sum(w.unverified_deposits)::int as unverified_deposits,
        sum(w.unverified_withdrawals)::int as unverified_withdrawals
      from report_shift_work w
      where ${inDays(sql`w.day`, input)} and ${optionalEq(sql`w.operator_id`, input.operatorId)}
      group by 1, 2
    )
    select w.operator_id || '@' || extract(epoch from w.shift_start)::bigint as row_key,
      w.shift_start, o.name as operator, w.approve_count, w.reject_count, w.complete_count,
      w.deposit_sen, w.withdrawal_sen, w.unverified_deposits, w.unverified_withdrawals,
      (select max(h.created_at) from shift_handovers h
        where h.operator_id = w.operator_id and h.shift_start = w.shift_start) as handed_over_at
    from work w join operators o on o.id = w.operator_id`,
};
