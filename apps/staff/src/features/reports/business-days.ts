import { businessDateTime } from '@topup/contracts/business-date-time.ts';
import dayjs, { type Dayjs } from 'dayjs';

/**
 * Today in the business time zone (the setting the server sends with the report options), as a
 * calendar date: presets (this week, last month...) are calendar arithmetic from it.
 */
export const businessNow = (zone: string): Dayjs =>
  dayjs(businessDateTime(new Date().toISOString(), zone).slice(0, 10));

const LANGUAGE_TAGS: Record<string, string> = { en: 'en', bm: 'ms', cn: 'zh-CN' };

/** The zone's name in the interface language ('Malaysia Time', 'Waktu Malaysia', '马来西亚时间'). */
export function zoneName(zone: string, language: string): string {
  const parts = new Intl.DateTimeFormat(LANGUAGE_TAGS[language] ?? 'en', {
    timeZone: zone,
    timeZoneName: 'longGeneric',
  }).formatToParts(new Date());
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? zone;
}
