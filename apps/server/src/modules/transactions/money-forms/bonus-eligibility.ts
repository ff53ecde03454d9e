import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { DomainError } from '../../../platform/errors.ts';
import { audienceOf } from '../../bonuses/bonus-audience.service.ts';
import { bonusOpenTo } from '../../bonuses/bonus-audience.ts';
import { bonusAllows, bonusGrant, type DepositHistory } from '../../bonuses/bonus-grant.ts';
import { offeredBonus, periodStart } from '../../bonuses/bonuses.service.ts';
import type { Bonus } from '../../bonuses/bonuses.table.ts';
import { memberGroupsOf } from '../../members/member-groups.service.ts';
import { getBusinessTimeZone } from '../../settings/business-time-zone.ts';
import { transactions } from '../transactions.table.ts';

// Whether a deposit may take a bonus: the bonus's rules (bonuses/bonus-grant.ts) against the
// member's deposits so far (this module's table).

const LIVE_STATUSES = ['pending', 'processing', 'success', 'complete'] as const;
const DONE_STATUSES = ['success', 'complete'] as const;

export type BonusGrant = { bonus: Bonus; bonusSen: number; rolloverSen: number };

const done = inArray(transactions.status, [...DONE_STATUSES]);

/** The member's deposits a bonus's rules look at, in one statement. */
async function depositHistory(
  db: Db,
  input: { memberId: number; bonusId: number; period: Date | null; today: Date; excludeId?: number },
): Promise<DepositHistory> {
  const period = input.period ? sql`${input.period.toISOString()}::timestamptz` : sql`null`;
  const [row] = await db
    .select({
      withBonusInPeriod: sql<number>`count(*) filter (where ${transactions.bonusId} = ${input.bonusId}
        and ${period} is not null and ${transactions.requestedAt} >= ${period} and ${inArray(transactions.status, [...LIVE_STATUSES])})`.mapWith(
        Number,
      ),
      done: sql<number>`count(*) filter (where ${done})`.mapWith(Number),
      doneToday: sql<number>`count(*) filter (where ${done}
        and ${transactions.requestedAt} >= ${input.today.toISOString()}::timestamptz)`.mapWith(Number),
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.memberId, input.memberId),
        eq(transactions.type, 'deposit'),
        inArray(transactions.status, [...LIVE_STATUSES]),
        input.excludeId === undefined ? undefined : ne(transactions.id, input.excludeId),
      ),
    );
  return row ?? { withBonusInPeriod: 0, done: 0, doneToday: 0 };
}

/**
 * Checks every bonus rule (status, window, the members it is for, type, frequency, min/max
 * deposit) for this deposit and returns the bonus and rollover it grants, or throws 'Bonus
 * cannot be used.' (BONUS_NOT_FOR_MEMBER when the bonus is limited to tags or levels the
 * member lacks).
 */
export async function evaluateBonus(
  db: Db,
  input: { bonusId: number; memberId: number; depositSen: number; now: Date; excludeTransactionId?: number },
): Promise<BonusGrant> {
  const bonus = await offeredBonus(db, input.bonusId, input.now);
  if (!bonus) throw new DomainError('BONUS_CANNOT_BE_USED');
  if (!bonusOpenTo(await audienceOf(db, bonus.id), await memberGroupsOf(db, input.memberId)))
    throw new DomainError('BONUS_NOT_FOR_MEMBER');
  const zone = await getBusinessTimeZone(db);
  const history = await depositHistory(db, {
    memberId: input.memberId,
    bonusId: bonus.id,
    period: periodStart(bonus.frequency, input.now, zone),
    today: periodStart('daily', input.now, zone)!,
    excludeId: input.excludeTransactionId,
  });
  if (!bonusAllows(bonus, input.depositSen, history)) throw new DomainError('BONUS_CANNOT_BE_USED');
  return { bonus, ...bonusGrant(bonus, input.depositSen) };
}
