import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  businessDayOf,
  businessDayStart,
  businessRange,
  isTimeZone,
  zonedInstant,
} from './business-time.ts';

describe('business time', () => {
  it('cuts days at Malaysia midnight by default, never UTC', () => {
    expect(businessDayOf(new Date('2026-03-01T15:59:59.999Z'))).toBe('2026-03-01');
    expect(businessDayOf(new Date('2026-03-01T16:00:00.000Z'))).toBe('2026-03-02');
    expect(businessDayStart('2026-03-02')).toEqual(new Date('2026-03-01T16:00:00.000Z'));
  });

  it('cuts days in the zone it is given', () => {
    expect(businessDayOf(new Date('2026-03-01T14:59:59.999Z'), 'Asia/Tokyo')).toBe('2026-03-01');
    expect(businessDayOf(new Date('2026-03-01T15:00:00.000Z'), 'Asia/Tokyo')).toBe('2026-03-02');
    expect(businessRange('2026-03-01', '2026-03-02', 'UTC')).toEqual({
      start: new Date('2026-03-01T00:00:00.000Z'),
      end: new Date('2026-03-03T00:00:00.000Z'),
    });
  });

  it('follows daylight saving: a 23-hour day in London, and 08:00 on either side of it', () => {
    const range = businessRange('2026-03-29', '2026-03-29', 'Europe/London')!;
    expect(range.start).toEqual(new Date('2026-03-29T00:00:00.000Z'));
    expect(range.end).toEqual(new Date('2026-03-29T23:00:00.000Z'));
    expect(zonedInstant('2026-03-28', 8 * 60, 'Europe/London')).toEqual(new Date('2026-03-28T08:00:00Z'));
    expect(zonedInstant('2026-03-30', 8 * 60, 'Europe/London')).toEqual(new Date('2026-03-30T07:00:00Z'));
  });

  it('adds calendar days and refuses malformed days and zones', () => {
    expect(addBusinessDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addBusinessDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(businessDayStart('2026-02-30')).toBeNull();
    expect(businessRange('2026-02-01', 'x')).toBeNull();
    expect(isTimeZone('Asia/Kuala_Lumpur')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone("UTC'; drop table x")).toBe(false);
  });
});
