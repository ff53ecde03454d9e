import { describe, expect, it } from 'vitest';
import { bonusAllows, bonusAmountSen, bonusGrant, type DepositHistory } from './bonus-grant.ts';

const bonus = {
  type: 'trial' as const,
  minDepositSen: null,
  maxDepositSen: null,
  amountSen: 0,
  percentageBp: 1000,
  maxBonusSen: null,
  rolloverMultiplier: 3,
  rolloverCalculation: 'deposit_bonus' as const,
};
const fresh: DepositHistory = { withBonusInPeriod: 0, done: 0, doneToday: 0 };

describe('bonus rules', () => {
  it('takes deposits within the bonus range only', () => {
    const ranged = { ...bonus, minDepositSen: 1_000, maxDepositSen: 50_000 };
    expect(bonusAllows(ranged, 999, fresh)).toBe(false);
    expect(bonusAllows(ranged, 1_000, fresh)).toBe(true);
    expect(bonusAllows(ranged, 50_000, fresh)).toBe(true);
    expect(bonusAllows(ranged, 50_001, fresh)).toBe(false);
  });

  it('allows one deposit with the bonus per frequency period', () => {
    expect(bonusAllows(bonus, 5_000, { ...fresh, withBonusInPeriod: 1 })).toBe(false);
  });

  it.each([
    ['first_deposit', { done: 0 }, true],
    ['first_deposit', { done: 1 }, false],
    ['first_three_deposit', { done: 2 }, true],
    ['first_three_deposit', { done: 3 }, false],
    ['daily_first_deposit', { done: 5, doneToday: 0 }, true],
    ['daily_first_deposit', { done: 5, doneToday: 1 }, false],
    ['trial', { done: 9, doneToday: 9 }, true],
  ] as const)('a %s bonus with %o done deposits: %s', (type, history, allowed) => {
    expect(bonusAllows({ ...bonus, type }, 5_000, { ...fresh, ...history })).toBe(allowed);
  });

  it('pays a percentage rounded down, or a fixed amount, capped by the maximum', () => {
    expect(bonusAmountSen(bonus, 10_055)).toBe(1_005);
    expect(bonusAmountSen({ ...bonus, maxBonusSen: 500 }, 10_000)).toBe(500);
    expect(bonusAmountSen({ ...bonus, amountSen: 1_200, percentageBp: 0 }, 99_999)).toBe(1_200);
  });

  it('sets the rollover to the multiplier times deposit and bonus, or the bonus alone', () => {
    expect(bonusGrant(bonus, 10_000)).toEqual({ bonusSen: 1_000, rolloverSen: 33_000 });
    expect(bonusGrant({ ...bonus, rolloverCalculation: 'bonus' }, 10_000)).toEqual({
      bonusSen: 1_000,
      rolloverSen: 3_000,
    });
  });
});
