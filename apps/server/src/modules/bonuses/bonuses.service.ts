import type { Locale } from '@topup/contracts/locales.ts';
import type { LabelValue } from '@topup/contracts/member-api.ts';
import { and, asc, count, eq, gte, inArray, isNull, lte, ne, or } from 'drizzle-orm';
import { addBusinessDays, businessDayOf, businessDayStart } from '../../platform/business-time.ts';
import type { Db } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import { getBusinessTimeZone } from '../settings/business-time-zone.ts';
import { transactions } from '../transactions/transactions.table.ts';
import { type Bonus, bonuses } from './bonuses.table.ts';

/** Types a member may pick on the deposit screen; rebates and referrals are granted by staff. */
const DEPOSIT_TYPES = ['daily_first_deposit', 'first_deposit', 'first_three_deposit', 'trial'] as const;
const LIVE_STATUSES = ['pending', 'processing', 'success', 'complete'] as const;
const DONE_STATUSES = ['success', 'complete'] as const;
function inWindow(now: Date) {
  return and(
    eq(bonuses.status, 'active'),
    or(isNull(bonuses.startAt), lte(bonuses.startAt, now)),
    or(isNull(bonuses.endAt), gte(bonuses.endAt, now)),
  );
}

/** Bonuses offered on the member deposit screen (label/value). */
export async function depositBonusOptions(db: Db, now: Date): Promise<LabelValue[]> {
  const rows = await db
    .select()
    .from(bonuses)
    .where(and(inWindow(now), inArray(bonuses.type, [...DEPOSIT_TYPES])))
    .orderBy(asc(bonuses.position), asc(bonuses.id));
  return rows.map((b) => ({ label: b.name, value: b.id }));
}

/** Start of the frequency period containing `now`, in the business time zone; null = no period. */
export function periodStart(frequency: Bonus['frequency'], now: Date, zone: string): Date | null {
  const day = businessDayOf(now, zone);
  const startOf = (first: string) => businessDayStart(first, zone)!;
  switch (frequency) {
    case 'unlimited':
      return null;
    case 'one_time':
      return new Date(0);
    case 'daily':
      return startOf(day);
    case 'weekly': {
      const sinceMonday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
      return startOf(addBusinessDays(day, -sinceMonday));
    }
    case 'monthly':
      return startOf(`${day.slice(0, 8)}01`);
    default: {
      const never: never = frequency;
      throw new Error(`unknown frequency ${String(never)}`);
    }
  }
}

export type BonusGrant = { bonus: Bonus; bonusSen: number; rolloverSen: number };

export function bonusAmountSen(bonus: Bonus, depositSen: number): number {
  const raw = bonus.amountSen > 0 ? bonus.amountSen : Math.floor((depositSen * bonus.percentageBp) / 10_000);
  return bonus.maxBonusSen === null ? raw : Math.min(raw, bonus.maxBonusSen);
}

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
  const [bonus] = await db
    .select()
    .from(bonuses)
    .where(and(eq(bonuses.id, input.bonusId), inWindow(input.now)));
  const refuse = () => new DomainError('BONUS_CANNOT_BE_USED');
  if (!bonus || !(DEPOSIT_TYPES as readonly string[]).includes(bonus.type)) throw refuse();
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

export async function getBonus(db: Db, bonusId: number): Promise<Bonus | null> {
  const [bonus] = await db.select().from(bonuses).where(eq(bonuses.id, bonusId));
  return bonus ?? null;
}

export function bonusMessage(bonus: Bonus | null, locale: Locale): string {
  return bonus?.messageTemplate?.[locale] || bonus?.messageTemplate?.en || '';
}
