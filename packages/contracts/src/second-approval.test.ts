import { describe, expect, it } from 'vitest';
import { type AmountLimits, approvalStep, limitsWithin, NO_AMOUNT_LIMITS } from './second-approval.ts';

const first = (amountSen: number, limitSen: number | null) =>
  approvalStep({ amountSen, limitSen, firstApprovedBy: null, operatorId: 1 });
const second = (amountSen: number, limitSen: number | null, operatorId = 2) =>
  approvalStep({ amountSen, limitSen, firstApprovedBy: 1, operatorId });

describe('approvalStep', () => {
  it('moves at or under the limit, and always without one', () => {
    expect(first(100_00, 100_00)).toBe('move');
    expect(first(99_99, 100_00)).toBe('move');
    expect(first(10_000_000_00, null)).toBe('move');
  });

  it('waits above the limit, a deduction (negative adjustment) by its size', () => {
    expect(first(100_01, 100_00)).toBe('wait');
    expect(first(-100_01, 100_00)).toBe('wait');
    expect(first(1, 0)).toBe('wait');
  });

  it('refuses the first approver as the second, whatever their limit', () => {
    expect(second(500_00, null, 1)).toBe('same_approver');
    expect(second(500_00, 1_000_00, 1)).toBe('same_approver');
  });

  it("moves at the second approval only when the second operator's own limit covers it", () => {
    expect(second(500_00, 500_00)).toBe('move');
    expect(second(500_00, null)).toBe('move');
    expect(second(500_01, 500_00)).toBe('over_limit');
    expect(second(-500_01, 500_00)).toBe('over_limit');
  });
});

describe('limitsWithin', () => {
  const limits = (adjustment: number | null): AmountLimits => ({ ...NO_AMOUNT_LIMITS, adjustment });

  it('keeps a role within the actor: lower or equal, never unlimited under a limit', () => {
    expect(limitsWithin(limits(100), limits(100))).toBe(true);
    expect(limitsWithin(limits(50), limits(100))).toBe(true);
    expect(limitsWithin(limits(101), limits(100))).toBe(false);
    expect(limitsWithin(limits(null), limits(100))).toBe(false);
    expect(limitsWithin(limits(null), NO_AMOUNT_LIMITS)).toBe(true);
  });
});
