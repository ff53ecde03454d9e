import { sql } from 'drizzle-orm';

/**
 * The members' game results as the ledger books them: per posting `p`, the `game_result` leg
 * `gr` (positive = the member lost that much) and the game account `ma` it was booked against
 * (the play the provider's log shows, posted when the account is brought to the provider's
 * balance). A FROM clause; filter on `p.created_at`, group by `ma.member_id` or `ma.product_id`.
 */
export const gameResultLegsSql = sql`ledger_postings p
  join ledger_entries gr on gr.posting_id = p.id
  join ledger_accounts gra on gra.id = gr.account_id and gra.kind = 'game_result'
  join ledger_entries me on me.posting_id = p.id
  join ledger_accounts mea on mea.id = me.account_id and mea.kind = 'member_account'
  join member_accounts ma on ma.id = mea.ref_id`;
