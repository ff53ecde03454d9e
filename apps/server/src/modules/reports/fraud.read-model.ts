import { type SQL, sql } from 'drizzle-orm';
import { inRange, type ReportInput, type ReportSource } from './report-query.ts';

/** Rejected deposits of one member in the range that make a signal. */
export const REPEATED_REJECTIONS = 3;

const members = (ids: SQL) =>
  sql`(select string_agg(x.name, ', ' order by x.id) from members x where x.id = any(${ids}))`;

/**
 * Every signal: key, kind, member ids, transaction ids, detail, the shared bank account number (a
 * personal-data field, masked by name; the key holds only its hash), amount, when it was last seen. A
 * withdrawal of at least 90 % of the deposit (and its bonus) made in the 60 minutes before it is
 * "little play": found when the money moves (`report_quick_withdrawals`, migration 0491).
 * A member saved although staff were warned of a duplicate (member_duplicate_signals) names the
 * pair, and in the detail what they share (`bank_account`, `name_dob`).
 */
function signalsSql(input: ReportInput): SQL {
  const rejected = sql`t.type = 'deposit' and t.status = 'failed' and not t.fraud and t.failure_code is null`;
  return sql`
    select 'fraud:' || t.id as signal_key, 'fraud_transaction' as signal, array[t.member_id] as member_ids,
      array[t.id] as transaction_ids, coalesce(t.remark, '') as detail, null::text as bank_account_number,
      t.amount_sen, t.processed_at as detected_at
    from transactions t where t.fraud and ${inRange(sql`t.processed_at`, input)}
    union all
    select 'bank:' || md5(m.bank_account_number), 'shared_bank_account', array_agg(m.id order by m.id), '{}'::int[],
      min(m.bank_name), m.bank_account_number, null::bigint, max(m.registered_at)
    from members m where m.bank_account_number is not null and m.bank_account_number <> ''
      and m.registered_at < ${input.end}::timestamptz
    group by m.bank_account_number having count(*) > 1
    union all
    select 'ip:' || a.ip, 'shared_device', array_agg(distinct a.member_id), '{}'::int[], a.ip, null, null::bigint,
      max(a.created_at)
    from activity_log a where a.member_id is not null and a.operator_id is null and a.ip is not null
      and ${inRange(sql`a.created_at`, input)}
    group by a.ip having count(distinct a.member_id) > 1
    union all
    select 'quick:' || q.withdrawal_id, 'quick_withdrawal', array[q.member_id], array[q.deposit_id, q.withdrawal_id],
      (extract(epoch from q.processed_at - q.deposit_processed_at)::int / 60)::text || ' min', null, q.amount_sen,
      q.processed_at
    from report_quick_withdrawals q where ${inRange(sql`q.processed_at`, input)}
    union all
    select 'rejects:' || t.member_id, 'repeated_rejections', array[t.member_id], array_agg(t.id order by t.id),
      count(*)::text, null, sum(t.amount_sen)::bigint, max(t.processed_at)
    from transactions t where ${rejected} and ${inRange(sql`t.processed_at`, input)}
    group by t.member_id having count(*) >= ${REPEATED_REJECTIONS}
    union all
    select 'dupe:' || d.id, 'duplicate_member',
      array[least(d.member_id, d.other_member_id), greatest(d.member_id, d.other_member_id)], '{}'::int[],
      array_to_string(d.matches, ','),
      case when 'bank_account' = any(d.matches) then (select x.bank_account_number from members x where x.id = d.member_id) end,
      null::bigint, d.created_at
    from member_duplicate_signals d where ${inRange(sql`d.created_at`, input)}`;
}

/**
 * Fraud: transactions marked fraud, and signals computed from what the system holds. Each row
 * names the members and transactions behind it; a dismissed signal says so (with its remark).
 */
export const fraudReport: ReportSource = {
  key: 'fraud',
  rows: (input) => sql`
    select s.signal_key as row_key, s.signal, ${members(sql`s.member_ids`)} as members,
      array_to_string(s.member_ids, ',') as member_ids,
      (select string_agg(x.id::text, ',' order by x.id) from members x where x.id = any(s.member_ids) and x.fraud)
        as flagged_member_ids,
      array_to_string(s.transaction_ids, ', ') as transactions, s.detail, s.bank_account_number, s.amount_sen,
      s.detected_at,
      case when d.signal_key is null then 'open' else 'dismissed' end as dismissed, d.remark as dismiss_remark,
      o.name as dismissed_by, d.created_at as dismissed_at
    from (${signalsSql(input)}) s
    left join fraud_signal_dismissals d on d.signal_key = s.signal_key
    left join operators o on o.id = d.operator_id
    where ${input.memberId === undefined ? sql`true` : sql`${input.memberId} = any(s.member_ids)`}`,
};
