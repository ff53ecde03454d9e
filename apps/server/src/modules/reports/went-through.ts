import { type SQL, sql } from 'drizzle-orm';
import { inRange, optionalEq, type ReportInput } from './report-query.ts';

/**
 * The money facts every money report shares, so they agree with each other and with the ledger:
 * a transaction counts on the moment its money moved (processed_at, the instant its ledger
 * posting was written) if it went through (success, complete, or voided later), and counts
 * back, negatively, on the moment it was voided. Each row: the transaction's dimensions and its
 * signed count and amounts. A reward credited to a wallet (no game account) is 'reward_credit';
 * 'reward' is a redemption into a game account.
 */
export function movementsSql(input: ReportInput, types: SQL = sql`true`): SQL {
  const filters = sql`${optionalEq(sql`ma.product_id`, input.productId)}
    and ${optionalEq(sql`coalesce(t.deposit_bank_id, t.withdraw_bank_id)`, input.bankId)}
    and ${optionalEq(sql`t.member_id`, input.memberId)}`;
  return sql`
    select t.id, case when t.type = 'reward' and t.member_account_id is null then 'reward_credit' else t.type end as type,
           t.member_id, ma.product_id, t.processed_at as moved_at,
           1 as n, t.amount_sen, t.bonus_sen
    from transactions t left join member_accounts ma on ma.id = t.member_account_id
    where ${inRange(sql`t.processed_at`, input)} and t.status in ('success', 'complete', 'voided')
      and ${types} and ${filters}
    union all
    select t.id, t.type, t.member_id, ma.product_id, t.voided_at,
           -1, -t.amount_sen, -t.bonus_sen
    from transactions t left join member_accounts ma on ma.id = t.member_account_id
    where ${inRange(sql`t.voided_at`, input)} and t.status = 'voided'
      and t.type in ('deposit', 'withdrawal', 'adjustment') and ${types} and ${filters}`;
}
