import { formatSen } from '@topup/contracts/money.ts';
import type { Db } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { type Actor, recordActivity } from '../audit/record-activity.ts';
import { providerForProduct } from '../products/products.service.ts';
import { clearOutstandingRollover, rolloverTurnover } from '../rollover/rollover.service.ts';
import { getMemberAccount } from './account-with-product.read-model.ts';
import { outstandingRollovers } from './member-rollover.read-model.ts';

export type MemberRolloverView = {
  member_account_id: number;
  product: string;
  username: string;
  target: string;
  /** Bets at the provider since the target was set; null when the provider did not answer. */
  turnover: string | null;
  /** What the member still owes: target − turnover (never below 0); null with turnover. */
  remaining: string | null;
  since: string;
};

/**
 * The rollover a member still owes, per game account: the target, the bets the provider's
 * log shows since it was set, and the difference. A provider that does not answer leaves
 * the bets unknown rather than failing the page.
 */
export async function memberRollover(db: Db, memberId: number): Promise<MemberRolloverView[]> {
  const rows = await outstandingRollovers(db, memberId);
  return Promise.all(
    rows.map(async (r) => {
      let turnoverSen: number | null = null;
      try {
        const provider = await providerForProduct(db, r.product);
        turnoverSen = await rolloverTurnover(provider, r.account.username, r.startedAt);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
      }
      return {
        member_account_id: r.account.id,
        product: r.product.name,
        username: r.account.username,
        target: formatSen(r.targetSen),
        turnover: turnoverSen === null ? null : formatSen(turnoverSen),
        remaining: turnoverSen === null ? null : formatSen(Math.max(0, r.targetSen - turnoverSen)),
        since: r.startedAt.toISOString(),
      };
    }),
  );
}

/** Staff "clear rollover" on one game account, with a remark; logged with the target it had. */
export async function clearRolloverByStaff(
  db: Db,
  actor: Actor,
  input: { memberAccountId: number; remark: string; now: Date },
): Promise<{ username: string }> {
  return inTransaction(db, async (tx) => {
    const row = await getMemberAccount(tx, input.memberAccountId);
    const cleared = await clearOutstandingRollover(tx, input.memberAccountId, input.now);
    if (!cleared) throw new DomainError('NO_OUTSTANDING_ROLLOVER');
    await recordActivity(tx, actor, {
      action: 'rollover.clear',
      targetType: 'member_account',
      targetId: input.memberAccountId,
      memberId: row.account.memberId,
      before: { target: formatSen(cleared.targetSen), since: cleared.startedAt.toISOString() },
      after: { target: '0.00', remark: input.remark },
    });
    return { username: row.account.username };
  });
}
