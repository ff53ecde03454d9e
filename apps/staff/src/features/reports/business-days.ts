import dayjs, { type Dayjs } from 'dayjs';

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** An instant as 'YYYY-MM-DD HH:mm:ss' in the business time zone, whatever the browser's zone. */
export const businessDateTime = (iso: string, zone: string): string =>
  formatterOf(zone).format(new Date(iso)).replace(',', '');

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
