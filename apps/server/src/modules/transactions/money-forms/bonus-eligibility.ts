import { and, count, eq, gte, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { DomainError } from '../../../platform/errors.ts';
import { bonusAmountSen, offeredBonus, periodStart } from '../../bonuses/bonuses.service.ts';
import type { Bonus } from '../../bonuses/bonuses.table.ts';
import { getBusinessTimeZone } from '../../settings/business-time-zone.ts';
import { transactions } from '../transactions.table.ts';

// Whether a deposit may take a bonus: the bonus's own rules (bonuses/) against the member's
// deposits so far (this module's table).

const LIVE_STATUSES = ['pending', 'processing', 'success', 'complete'] as const;
const DONE_STATUSES = ['success', 'complete'] as const;

export type BonusGrant = { bonus: Bonus; bonusSen: number; rolloverSen: number };

async function countDeposits(
  db: Db,
  where: {
    memberId: number;
    bonusId?: number;
    since?: Date;
    statuses: readonly string[];
    excludeId?: number;
  },
) {
  const [row] = await db
    .select({ n: count() })
    .from(transactions)
    .where(
      and(
        eq(transactions.memberId, where.memberId),
        eq(transactions.type, 'deposit'),
        inArray(transactions.status, [...where.statuses] as ('pending' | 'success')[]),
        where.bonusId === undefined ? undefined : eq(transactions.bonusId, where.bonusId),
        where.since ? gte(transactions.requestedAt, where.since) : undefined,
        where.excludeId === undefined ? undefined : ne(transactions.id, where.excludeId),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Checks every bonus rule (status, window, type, frequency, min/max deposit) for this deposit
 * and returns the bonus and rollover it grants, or throws 'Bonus cannot be used.'
 */
export async function evaluateBonus(
  db: Db,
  input: { bonusId: number; memberId: number; depositSen: number; now: Date; excludeTransactionId?: number },
): Promise<BonusGrant> {
  const bonus = await offeredBonus(db, input.bonusId, input.now);
  const refuse = () => new DomainError('BONUS_CANNOT_BE_USED');
  if (!bonus) throw refuse();
  if (bonus.minDepositSen !== null && input.depositSen < bonus.minDepositSen) throw refuse();
  if (bonus.maxDepositSen !== null && input.depositSen > bonus.maxDepositSen) throw refuse();
  const base = { memberId: input.memberId, excludeId: input.excludeTransactionId };
  const zone = await getBusinessTimeZone(db);
  const since = periodStart(bonus.frequency, input.now, zone);
  if (since && (await countDeposits(db, { ...base, bonusId: bonus.id, since, statuses: LIVE_STATUSES })) > 0)
    throw refuse();
  const done = (from?: Date) => countDeposits(db, { ...base, since: from, statuses: DONE_STATUSES });
  if (bonus.type === 'first_deposit' && (await done()) > 0) throw refuse();
  if (bonus.type === 'first_three_deposit' && (await done()) >= 3) throw refuse();
  if (bonus.type === 'daily_first_deposit' && (await done(periodStart('daily', input.now, zone)!)) > 0)
    throw refuse();
  const bonusSen = bonusAmountSen(bonus, input.depositSen);
  const rolloverBase = bonus.rolloverCalculation === 'bonus' ? bonusSen : input.depositSen + bonusSen;
  return { bonus, bonusSen, rolloverSen: bonus.rolloverMultiplier * rolloverBase };
}
