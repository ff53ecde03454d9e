import { describe, expect, it } from 'vitest';
import {
  formatRm,
  LIVE_ROWS,
  LIVE_STEP_MS,
  liveRowForStep,
  liveTransactions,
  SIMULATED_DEPOSITS_RM,
} from './live-transactions.ts';

const T0 = Date.UTC(2026, 10, 22, 0, 0, 0);

describe('live transactions', () => {
  it('is a pure function of time: same instant, same rows', () => {
    expect(liveTransactions(T0 + 1234)).toEqual(liveTransactions(T0 + 1234));
  });

  it('shows 3 rows that stay the same within a 15 s step', () => {
    const rows = liveTransactions(T0);
    expect(rows).toHaveLength(LIVE_ROWS);
    expect(liveTransactions(T0 + LIVE_STEP_MS - 1)).toEqual(rows);
  });

  it('shifts one new row in every 15 s step', () => {
    const before = liveTransactions(T0);
    const after = liveTransactions(T0 + LIVE_STEP_MS);
    expect(after.slice(1)).toEqual(before.slice(0, 2));
  });

  it('masks ids as 60 + asterisks + a 3-digit number from 100 to 999 and keeps amounts in range', () => {
    const seen = new Set<string>();
    for (let step = 0; step < 2000; step++) {
      const row = liveRowForStep(1_000_000 + step);
      expect(row.id).toMatch(/^60\*+\d{3}$/);
      const suffix = Number(row.id.slice(-3));
      expect(suffix).toBeGreaterThanOrEqual(100);
      expect(suffix).toBeLessThanOrEqual(999);
      expect(Number.isInteger(row.amountSen)).toBe(true);
      if (row.type === 'DEPOSIT') {
        expect(SIMULATED_DEPOSITS_RM).toContain(row.amountSen / 100);
      } else {
        expect(row.amountSen).toBeGreaterThanOrEqual(3000);
        expect(row.amountSen).toBeLessThanOrEqual(300_000);
      }
      seen.add(row.type);
    }
    expect(seen).toEqual(new Set(['DEPOSIT', 'WITHDRAW']));
  });

  it('formats sen as RM with two decimals and thousands separators', () => {
    expect(formatRm(3000)).toBe('RM30.00');
    expect(formatRm(100_000)).toBe('RM1,000.00');
    expect(formatRm(123_456)).toBe('RM1,234.56');
  });
});
