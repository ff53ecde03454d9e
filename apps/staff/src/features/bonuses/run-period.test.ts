import { describe, expect, it } from 'vitest';
import { lastPeriod } from './run-period.ts';

const days = (range: ReturnType<typeof lastPeriod>) => range.map((d) => d.format('YYYY-MM-DD'));

describe('the period a run suggests', () => {
  it('is the last whole day, week (Monday to Sunday) or month before today', () => {
    // 2026-11-23 is a Monday.
    expect(days(lastPeriod('daily', '2026-11-23'))).toEqual(['2026-11-22', '2026-11-22']);
    expect(days(lastPeriod('weekly', '2026-11-23'))).toEqual(['2026-11-16', '2026-11-22']);
    expect(days(lastPeriod('weekly', '2026-11-29'))).toEqual(['2026-11-16', '2026-11-22']);
    expect(days(lastPeriod('monthly', '2026-03-01'))).toEqual(['2026-02-01', '2026-02-28']);
    expect(days(lastPeriod('one_time', '2026-11-25'))).toEqual(['2026-11-16', '2026-11-22']);
  });
});
