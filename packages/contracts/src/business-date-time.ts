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

/**
 * An instant as 'YYYY-MM-DD HH:mm:ss' in the business time zone, whatever the zone of the
 * machine (report exports on the server, report cells in the browser).
 */
export const businessDateTime = (iso: string, zone: string): string =>
  formatterOf(zone).format(new Date(iso)).replace(',', '');
