import dayjs, { type Dayjs } from 'dayjs';
import isoWeek from 'dayjs/plugin/isoWeek';
import { businessToday } from '../format/format.ts';

dayjs.extend(isoWeek);

export type DatePreset = { key: string; label: string; value: [Dayjs, Dayjs] };

/** The date-range presets the staff lists offer, from today in the business time zone. Weeks run Monday to Sunday, as Malaysian business weeks do. */
export function datePresets(
  label: (key: string) => string,
  now: Dayjs = dayjs(businessToday()),
): DatePreset[] {
  const today = now.startOf('day');
  const lastWeek = today.subtract(1, 'week');
  const lastMonth = today.subtract(1, 'month');
  const ranges: [string, Dayjs, Dayjs][] = [
    ['today', today, today.endOf('day')],
    ['yesterday', today.subtract(1, 'day'), today.subtract(1, 'day').endOf('day')],
    ['thisWeek', today.startOf('isoWeek'), today.endOf('isoWeek')],
    ['lastWeek', lastWeek.startOf('isoWeek'), lastWeek.endOf('isoWeek')],
    ['thisMonth', today.startOf('month'), today.endOf('month')],
    ['lastMonth', lastMonth.startOf('month'), lastMonth.endOf('month')],
  ];
  return ranges.map(([key, start, end]) => ({ key, label: label(`presets.${key}`), value: [start, end] }));
}

export const DAY_FORMAT = 'YYYY-MM-DD';
