import { describe, expect, it } from 'vitest';
import { wholeMonths } from './went-through.ts';

describe('wholeMonths', () => {
  it('finds the calendar months wholly inside a range', () => {
    expect(wholeMonths('2025-11-25', '2026-11-24')).toEqual({ start: '2025-12-01', end: '2026-11-01' });
    expect(wholeMonths('2026-11-01', '2026-11-30')).toEqual({ start: '2026-11-01', end: '2026-12-01' });
    expect(wholeMonths('2026-12-01', '2026-12-31')).toEqual({ start: '2026-12-01', end: '2027-01-01' });
    expect(wholeMonths('2024-02-01', '2024-02-29')).toEqual({ start: '2024-02-01', end: '2024-03-01' });
  });

  it('finds none when no month is whole', () => {
    expect(wholeMonths('2026-11-05', '2026-11-20')).toBeNull();
    expect(wholeMonths('2026-02-01', '2026-02-27')).toBeNull();
    expect(wholeMonths('2026-10-26', '2026-11-24')).toBeNull();
    expect(wholeMonths('2026-10-02', '2026-11-30')).toEqual({ start: '2026-11-01', end: '2026-12-01' });
  });
});
