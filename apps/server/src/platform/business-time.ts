/**
 * The business runs on Malaysia time (UTC+8, no daylight saving): "today", date filters and
 * dashboard days are Malaysian calendar days whatever the server's time zone.
 */
export const BUSINESS_UTC_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' of the business day that `at` falls in. */
export function businessDayOf(at: Date): string {
  return new Date(at.getTime() + BUSINESS_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a business day starts, or null for a malformed day. */
export function businessDayStart(day: string): Date | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const utc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (Number.isNaN(utc) || new Date(utc).toISOString().slice(0, 10) !== day) return null;
  return new Date(utc - BUSINESS_UTC_OFFSET_MS);
}

export function addBusinessDays(day: string, days: number): string {
  const start = businessDayStart(day);
  if (!start) throw new Error(`Invalid business day ${day}`);
  return businessDayOf(new Date(start.getTime() + days * DAY_MS));
}

/** [start, end) of the inclusive day range from..to. */
export function businessRange(from: string, to: string): { start: Date; end: Date } | null {
  const start = businessDayStart(from);
  const last = businessDayStart(to);
  if (!start || !last) return null;
  return { start, end: new Date(last.getTime() + DAY_MS) };
}
