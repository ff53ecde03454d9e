import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { inDays, optionalEq, queryRows, type ReportSource } from './report-query.ts';

/**
 * Shift: per shift (cut at the start times set in settings, business time) and operator, the
 * work done and what they approved that is still unverified, and their last handover (when, remark). Summed
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
      h.created_at as handed_over_at, h.remark as handover_remark
    from work w join operators o on o.id = w.operator_id
    left join lateral (select h.created_at, h.remark from shift_handovers h
        where h.operator_id = w.operator_id and h.shift_start = w.shift_start
        order by h.created_at desc limit 1) h on true`,
};

export type ShiftWork = {
  approve_count: number;
  reject_count: number;
  complete_count: number;
  deposit_sen: number;
  withdrawal_sen: number;
};

/** One operator's work in one shift, as the Shift report's row for it counts it. */
export async function shiftWork(db: Db, operatorId: number, shiftStart: Date): Promise<ShiftWork> {
  const [row] = await queryRows(
    db,
    sql`select coalesce(sum(approve_count), 0)::int as approve_count,
          coalesce(sum(reject_count), 0)::int as reject_count,
          coalesce(sum(complete_count), 0)::int as complete_count,
          coalesce(sum(deposit_sen), 0)::bigint as deposit_sen,
          coalesce(sum(withdrawal_sen), 0)::bigint as withdrawal_sen
        from report_shift_work
        where operator_id = ${operatorId} and shift_start = ${shiftStart.toISOString()}::timestamptz`,
  );
  return {
    approve_count: Number(row?.approve_count ?? 0),
    reject_count: Number(row?.reject_count ?? 0),
    complete_count: Number(row?.complete_count ?? 0),
    deposit_sen: Number(row?.deposit_sen ?? 0),
    withdrawal_sen: Number(row?.withdrawal_sen ?? 0),
  };
}
