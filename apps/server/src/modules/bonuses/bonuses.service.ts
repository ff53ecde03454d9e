import type { Locale } from '@topup/contracts/locales.ts';
import type { BonusTerms, LabelValue } from '@topup/contracts/member-api.ts';
import { formatSen } from '@topup/contracts/money.ts';
import { and, asc, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import { addBusinessDays, businessDayOf, businessDayStart } from '../../platform/business-time.ts';
import type { Db } from '../../platform/db/client.ts';
import { memberGroupsOf } from '../members/member-groups.service.ts';
import { audiencesOf, EVERYONE } from './bonus-audience.service.ts';
import { bonusOpenTo } from './bonus-audience.ts';
import { type Bonus, bonuses } from './bonuses.table.ts';

/** Types a member may pick on the deposit screen; rebates and referrals are granted by staff. */
const DEPOSIT_TYPES = ['daily_first_deposit', 'first_deposit', 'first_three_deposit', 'trial'] as const;
function inWindow(now: Date) {
  return and(
    eq(bonuses.status, 'active'),
    or(isNull(bonuses.startAt), lte(bonuses.startAt, now)),
    or(isNull(bonuses.endAt), gte(bonuses.endAt, now)),
  );
}

/**
 * Bonuses offered to the member on the deposit screen (label/value, with their terms): the live
 * deposit bonuses, less those limited to tags or VIP levels the member lacks.
 */
export async function depositBonusOptions(
  db: Db,
  now: Date,
  memberId: number,
): Promise<(LabelValue & { terms: BonusTerms })[]> {
  const rows = await db
    .select()
    .from(bonuses)
    .where(and(inWindow(now), inArray(bonuses.type, [...DEPOSIT_TYPES])))
    .orderBy(asc(bonuses.position), asc(bonuses.id));
  const member = await memberGroupsOf(db, memberId);
  const audiences = await audiencesOf(
    db,
    rows.map((b) => b.id),
  );
  return rows
    .filter((b) => bonusOpenTo(audiences.get(b.id) ?? EVERYONE, member))
    .map((b) => ({ label: b.name, value: b.id, terms: bonusTerms(b) }));
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

/** The bonus's terms as the member's payment summary computes them (the same rule as bonusAmountSen in bonus-grant.ts). */
function bonusTerms(bonus: Bonus): BonusTerms {
  return {
    amount: bonus.amountSen > 0 ? formatSen(bonus.amountSen) : null,
    percent_bp: bonus.percentageBp,
    max_bonus: bonus.maxBonusSen === null ? null : formatSen(bonus.maxBonusSen),
    turnover: bonus.rolloverMultiplier,
  };
}

/** An active bonus a member may pick on the deposit screen now, or null. */
export async function offeredBonus(db: Db, bonusId: number, now: Date): Promise<Bonus | null> {
  const [bonus] = await db
    .select()
    .from(bonuses)
    .where(and(eq(bonuses.id, bonusId), inWindow(now), inArray(bonuses.type, [...DEPOSIT_TYPES])));
  return bonus ?? null;
}

/** The bonus, or null; `forUpdate` locks its row for the caller's transaction. */
export async function getBonus(
  db: Db,
  bonusId: number,
  options: { forUpdate?: boolean } = {},
): Promise<Bonus | null> {
  const query = db.select().from(bonuses).where(eq(bonuses.id, bonusId));
  const [bonus] = options.forUpdate ? await query.for('update') : await query;
  return bonus ?? null;
}

/** Active rebate and referral bonuses, the ones staff pay by a run, in menu order. */
export function activeRunBonuses(db: Db): Promise<Bonus[]> {
  return db
    .select()
    .from(bonuses)
    .where(and(eq(bonuses.status, 'active'), inArray(bonuses.type, ['rebate', 'referral'])))
    .orderBy(asc(bonuses.position), asc(bonuses.id));
}

export function bonusMessage(bonus: Bonus | null, locale: Locale): string {
  return bonus?.messageTemplate?.[locale] || bonus?.messageTemplate?.en || '';
}
