import { sql } from 'drizzle-orm';
import { inRange, optionalEq, type ReportSource } from './report-query.ts';

/**
 * Timeout: provider calls that got no answer in time (a timeout or a lost reply), and how they
 * ended: still open, or settled by a late reply or by reconciliation, credited or not.
 */
export const timeoutReport: ReportSource = {
  key: 'timeout',
  rows: (input) => sql`
    select c.id as row_key, c.id as call_id, c.transaction_id, m.id as member_id, m.name as member,
      p.name as product, c.reference, c.amount_sen, c.created_at as sent_at,
      case
        when c.status in ('pending', 'unknown') then 'open'
        when c.status = 'succeeded' and c.attempts > 0 then 'credited_by_reconciliation'
        when c.status = 'succeeded' then 'credited'
        when c.attempts > 0 then 'failed_by_reconciliation'
        else 'failed'
      end as outcome,
      c.resolved_at as settled_at
    from provider_calls c
    join member_accounts ma on ma.id = c.member_account_id
    join products p on p.id = ma.product_id
    join members m on m.id = ma.member_id
    where c.timed_out_at is not null and ${inRange(sql`c.created_at`, input)}
      and ${optionalEq(sql`ma.product_id`, input.productId)} and ${optionalEq(sql`ma.member_id`, input.memberId)}`,
};
