import {
  addBusinessDays,
  businessDayOf,
  DEFAULT_BUSINESS_TIME_ZONE,
  zonedInstant,
} from '../../platform/business-time.ts';
import type { Db } from '../../platform/db/client.ts';
import { readSetting } from '../settings/settings.service.ts';

export const SHIFTS_SETTING = 'report_shifts';
export const DEFAULT_SHIFTS = ['08:00', '16:00', '00:00'];
const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Shift start times as minutes after business midnight, ascending. */
export function shiftStartMinutes(shifts: readonly string[]): number[] {
  const minutes = shifts
    .map((s) => HHMM.exec(s))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => Number(m[1]) * 60 + Number(m[2]));
  const unique = [...new Set(minutes)].sort((a, b) => a - b);
  return unique.length ? unique : [0];
}

/** The shifts set in settings (e.g. ["08:00","16:00","00:00"], business time), as start minutes. */
export async function reportShifts(db: Db): Promise<number[]> {
  const value = await readSetting(db, SHIFTS_SETTING);
  return shiftStartMinutes(Array.isArray(value) ? value.map(String) : DEFAULT_SHIFTS);
}

/** The shift `at` falls in: [start, end), cut in the business time zone. */
export function shiftWindowAt(
  startMinutes: readonly number[],
  at: Date,
  zone = DEFAULT_BUSINESS_TIME_ZONE,
): { start: Date; end: Date } {
  const day = businessDayOf(at, zone);
  // The starts of the day before, the day and the day after, ascending.
  const starts = [-1, 0, 1].flatMap((offset) =>
    startMinutes.map((m) => zonedInstant(addBusinessDays(day, offset), m, zone)!),
  );
  const start = starts.filter((s) => s.getTime() <= at.getTime()).at(-1)!;
  const next = starts.find((s) => s.getTime() > start.getTime())!;
  return { start, end: new Date(Math.max(next.getTime(), start.getTime() + 60_000)) };
}
