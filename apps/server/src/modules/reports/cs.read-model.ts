import { sql } from 'drizzle-orm';
import { inRange, optionalEq, type ReportSource } from './report-query.ts';
import { memberDailySql } from './went-through.ts';

/**
 * CS: per operator, members created and follow-ups settled in the range, landing-page leads
 * among the members they created who went on to deposit, and those members' deposits.
 */
export const csReport: ReportSource = {
  key: 'cs',
  rows: (input) => sql`
    with created as (
      select a.operator_id, m.id as member_id, m.phone from activity_log a
      join members m on m.id = case when a.target_id ~ '^[0-9]{1,9}$' then a.target_id::int end
      where a.action = 'member.create' and a.operator_id is not null and ${inRange(sql`a.created_at`, input)}
    ),
    converted as (
      select c.operator_id, c.member_id from created c
      where exists (select 1 from landing_leads l where l.mobile = c.phone)
        and exists (select 1 from transactions t where t.member_id = c.member_id and t.type = 'deposit'
          and t.status in ('success', 'complete') and t.processed_at < ${input.end}::timestamptz)
    ),
    deposits as (
      select c.operator_id, sum(m.amount_sen)::bigint as sen from converted c
      join (${memberDailySql(input, sql`d.type = 'deposit'`)}) m on m.member_id = c.member_id group by 1
    ),
    settled as (
      select settled_by as operator_id, count(*) as n from follow_ups
      where status = 'settled' and ${inRange(sql`settled_at`, input)} group by 1
    )
    select o.id as row_key, o.name as operator,
      (select count(*) from created c where c.operator_id = o.id) as members_created,
      coalesce(settled.n, 0) as follow_ups_settled,
      (select count(*) from converted c where c.operator_id = o.id) as leads_converted,
      coalesce(deposits.sen, 0) as converted_deposit_sen
    from operators o left join settled on settled.operator_id = o.id left join deposits on deposits.operator_id = o.id
    where ${optionalEq(sql`o.id`, input.operatorId)}
      and (settled.n is not null or exists (select 1 from created c where c.operator_id = o.id))`,
};
