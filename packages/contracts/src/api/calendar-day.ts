import { businessDay } from './wire.ts';

function onCalendar(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
}

/** A business day that is on the calendar (not 2026-02-31); anything else answers INVALID_REQUEST. */
export const calendarDay = businessDay.refine(onCalendar, 'INVALID_REQUEST');
