import type { Bonus } from './bonuses.table.ts';

/** The member's deposits that a bonus's rules look at, counted for one deposit being made. */
export type DepositHistory = {
  /** Deposits not failed or voided that took this bonus in its current frequency period. */
  withBonusInPeriod: number;
  /** Deposits done (success or complete), ever and today in the business time zone. */
  done: number;
  doneToday: number;
};

type BonusRules = Pick<
  Bonus,
  'type' | 'minDepositSen' | 'maxDepositSen' | 'amountSen' | 'percentageBp' | 'maxBonusSen'
> &
  Pick<Bonus, 'rolloverMultiplier' | 'rolloverCalculation'>;

/**
 * Whether a deposit of `depositSen` may take the bonus, by its deposit range, its frequency (at
 * most one deposit per period) and its type (first deposit, first three, first of the day).
 */
export function bonusAllows(bonus: BonusRules, depositSen: number, history: DepositHistory): boolean {
  if (bonus.minDepositSen !== null && depositSen < bonus.minDepositSen) return false;
  if (bonus.maxDepositSen !== null && depositSen > bonus.maxDepositSen) return false;
  if (history.withBonusInPeriod > 0) return false;
  switch (bonus.type) {
    case 'first_deposit':
      return history.done === 0;
    case 'first_three_deposit':
      return history.done < 3;
    case 'daily_first_deposit':
      return history.doneToday === 0;
    default:
      return true;
  }
}

/** The bonus a deposit earns (a fixed amount, or a percentage), capped by the bonus's maximum. */
export function bonusAmountSen(bonus: BonusRules, depositSen: number): number {
  const raw = bonus.amountSen > 0 ? bonus.amountSen : Math.floor((depositSen * bonus.percentageBp) / 10_000);
  return bonus.maxBonusSen === null ? raw : Math.min(raw, bonus.maxBonusSen);
}

/** The bonus and the rollover target it sets: the multiplier times the bonus, or deposit and bonus. */
export function bonusGrant(bonus: BonusRules, depositSen: number): { bonusSen: number; rolloverSen: number } {
  const bonusSen = bonusAmountSen(bonus, depositSen);
  const base = bonus.rolloverCalculation === 'bonus' ? bonusSen : depositSen + bonusSen;
  return { bonusSen, rolloverSen: bonus.rolloverMultiplier * base };
}
