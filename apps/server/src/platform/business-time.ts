/**
 * The business runs on one time zone (the setting `business_time_zone`, Asia/Kuala_Lumpur by
 * default): "today", report days, weeks and shifts are calendar days of that zone whatever the
 * server's zone. Every function takes the zone, read from the setting by the caller (this layer
 * does not reach modules); the default is for tests and fixed Malaysian dates.
 */
export const DEFAULT_BUSINESS_TIME_ZONE = 'Asia/Kuala_Lumpur';
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MINUTE_MS = 60_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** Whether `zone` is an IANA time zone name this runtime knows. */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(zone)) return false;
  try {
    formatterOf(zone);
    return true;
  } catch {
    return false;
  }
}

/** Wall-clock minus UTC at the instant `at`, in ms (+8 h for Malaysia). */
function offsetMs(zone: string, at: number): number {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(zone).formatToParts(new Date(at)))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return wall - Math.floor(at / 1000) * 1000;
}

/** 'YYYY-MM-DD' of the business day that `at` falls in. */
export function businessDayOf(at: Date, zone = DEFAULT_BUSINESS_TIME_ZONE): string {
  return new Date(at.getTime() + offsetMs(zone, at.getTime())).toISOString().slice(0, 10);
}

function calendarDay(day: string): number | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const utc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (Number.isNaN(utc) || new Date(utc).toISOString().slice(0, 10) !== day) return null;
  return utc;
}

/** The instant the wall-clock time `minutes` after midnight of `day` occurs in `zone` (null: malformed day). */
export function zonedInstant(day: string, minutes: number, zone = DEFAULT_BUSINESS_TIME_ZONE): Date | null {
  const midnight = calendarDay(day);
  if (midnight === null) return null;
  const wall = midnight + minutes * MINUTE_MS;
  // The offset at the guess, then once more at the corrected guess (daylight-saving changes).
  const guess = wall - offsetMs(zone, wall);
  return new Date(wall - offsetMs(zone, guess));
}

/** The instant a business day starts, or null for a malformed day. */
export function businessDayStart(day: string, zone = DEFAULT_BUSINESS_TIME_ZONE): Date | null {
  return zonedInstant(day, 0, zone);
}

/** Calendar arithmetic on 'YYYY-MM-DD' (no zone needed). */
export function addBusinessDays(day: string, days: number): string {
  const start = calendarDay(day);
  if (start === null) throw new Error(`Invalid business day ${day}`);
  return new Date(start + days * 24 * 60 * MINUTE_MS).toISOString().slice(0, 10);
}

/** [start, end) of the inclusive day range from..to in `zone`. */
export function businessRange(
  from: string,
  to: string,
  zone = DEFAULT_BUSINESS_TIME_ZONE,
): { start: Date; end: Date } | null {
  const start = businessDayStart(from, zone);
  if (!start || calendarDay(to) === null) return null;
  const end = businessDayStart(addBusinessDays(to, 1), zone);
  return end ? { start, end } : null;
}
