import { describe, expect, it } from 'vitest';
import { DomainError } from '../../../platform/errors.ts';
import { amountRefusal } from './amount-limits.ts';

const deposit = { minSen: 1_000, maxSen: 500_000, below: 'DEPOSIT_MIN', above: 'DEPOSIT_MAX' } as const;

describe('amount limits', () => {
  it('takes an amount on or within its bounds', () => {
    expect(amountRefusal(1_000, deposit)).toBeNull();
    expect(amountRefusal(500_000, deposit)).toBeNull();
  });

  it('names the bound an amount broke, in ringgit', () => {
    const below = amountRefusal(999, deposit);
    expect(below).toBeInstanceOf(DomainError);
    expect(below).toMatchObject({ code: 'DEPOSIT_MIN', params: { amount: '10.00' } });
    expect(amountRefusal(500_001, deposit)).toMatchObject({
      code: 'DEPOSIT_MAX',
      params: { amount: '5000.00' },
    });
  });

  it('has no bound where the limit is null', () => {
    expect(amountRefusal(1, { ...deposit, minSen: null })).toBeNull();
    expect(amountRefusal(10 ** 12, { ...deposit, maxSen: null })).toBeNull();
  });
});
