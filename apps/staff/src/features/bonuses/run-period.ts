import dayjs, { type Dayjs } from 'dayjs';
import isoWeek from 'dayjs/plugin/isoWeek';
import type { RunnableBonus } from './api.ts';

dayjs.extend(isoWeek);

/**
 * The last whole period before `today` (a business day) that the bonus's frequency suggests:
 * yesterday for a daily bonus, last month for a monthly one, else last week (Monday to Sunday).
 */
export function lastPeriod(frequency: RunnableBonus['frequency'], today: string): [Dayjs, Dayjs] {
  const day = dayjs(today);
  if (frequency === 'daily') return [day.subtract(1, 'day'), day.subtract(1, 'day')];
  if (frequency === 'monthly') {
    const month = day.subtract(1, 'month');
    return [month.startOf('month'), month.endOf('month').startOf('day')];
  }
  const week = day.subtract(1, 'week');
  return [week.startOf('isoWeek'), week.endOf('isoWeek').startOf('day')];
}
