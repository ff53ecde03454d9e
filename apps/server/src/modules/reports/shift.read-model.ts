import { type SQL, sql } from 'drizzle-orm';
import {
  businessLocalSql,
  inRange,
  optionalEq,
  type ReportInput,
  type ReportSource,
} from './report-query.ts';

/**
 * The shift start (an instant) of a timestamptz, for the given shift start minutes: the latest
 * start at or before the business-local time, else the last start of the day before.
 */
export function shiftStartSql(startMinutes: readonly number[], column: SQL, input: ReportInput): SQL {
  const local = businessLocalSql(column, input);
  const today = startMinutes.map(
    (m) => sql`date_trunc('day', ${local}) + ${sql.raw(`interval '${m} minutes'`)}`,
  );
  const last = startMinutes.at(-1)!;
  const yesterday = sql`date_trunc('day', ${local}) - interval '1 day' + ${sql.raw(`interval '${last} minutes'`)}`;
  return sql`((select max(x) from unnest(array[${sql.join([...today, yesterday], sql`, `)}]) x where x <= ${local})
    at time zone ${input.timeZone})`;
}

function eventsSql(input: ReportInput): SQL {
  return sql`
    select a.operator_id, a.created_at as at,
      (a.action = 'transaction.approve')::int as approve, (a.action = 'transaction.reject')::int as reject,
      (a.action = 'transaction.complete')::int as complete,
      0::bigint as deposit_sen, 0::bigint as withdrawal_sen, 0 as unverified_deposits, 0 as unverified_withdrawals
    from activity_log a
    where a.action in ('transaction.approve', 'transaction.reject', 'transaction.complete')
      and a.operator_id is not null and ${inRange(sql`a.created_at`, input)}
    union all
    select t.claimed_by, t.processed_at, 0, 0, 0,
      case when t.type = 'deposit' then t.amount_sen else 0 end,
      case when t.type = 'withdrawal' then t.amount_sen else 0 end,
      (t.type = 'deposit' and t.status = 'success')::int, (t.type = 'withdrawal' and t.status = 'success')::int
    from transactions t
    where t.claimed_by is not null and t.type in ('deposit', 'withdrawal')
      and t.status in ('success', 'complete', 'voided') and ${inRange(sql`t.processed_at`, input)}`;
}

/**
 * Shift: per shift (cut at the start times set in settings, business time) and operator, the
 * work done and what they approved that is still unverified, and when they handed over.
 */
export function shiftReport(startMinutes: readonly number[]): ReportSource {
  return {
    key: 'shift',
    rows: (input) => sql`
      with work as (
        select e.operator_id, ${shiftStartSql(startMinutes, sql`e.at`, input)} as shift_start,
          sum(e.approve) as approve_count, sum(e.reject) as reject_count, sum(e.complete) as complete_count,
          sum(e.deposit_sen)::bigint as deposit_sen, sum(e.withdrawal_sen)::bigint as withdrawal_sen,
          sum(e.unverified_deposits) as unverified_deposits, sum(e.unverified_withdrawals) as unverified_withdrawals
        from (${eventsSql(input)}) e
        where ${optionalEq(sql`e.operator_id`, input.operatorId)}
        group by 1, 2
      )
      select w.operator_id || '@' || extract(epoch from w.shift_start)::bigint as row_key,
        w.shift_start, o.name as operator, w.approve_count, w.reject_count, w.complete_count,
        w.deposit_sen, w.withdrawal_sen, w.unverified_deposits, w.unverified_withdrawals,
        (select max(h.created_at) from shift_handovers h
          where h.operator_id = w.operator_id and h.shift_start = w.shift_start) as handed_over_at
      from work w join operators o on o.id = w.operator_id`,
  };
}
