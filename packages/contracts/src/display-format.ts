import { businessDateTime } from './business-date-time.ts';

// How the back-office writes money and times, on its screens and in the files it exports (one
// function for both, so a CSV reads as the page does).

/** 123456 sen -> "1,234.56": thousands separators, integer arithmetic only (the back-office's amount field shows this). */
export function groupedSen(sen: number): string {
  const sign = sen < 0 ? '-' : '';
  const abs = Math.abs(sen);
  const ringgit = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}${ringgit}.${String(abs % 100).padStart(2, '0')}`;
}

/** 123400 sen -> "RM 1,234.00": the one way an amount is written in the back-office. */
export const formatRM = (sen: number): string => `RM ${groupedSen(sen)}`;

/**
 * An amount as the API writes it ("1234.5", "-2.85") -> sen; null if it is not one. Signed,
 * unlike parseAmountSen (which reads what a person typed and so refuses a minus).
 */
export function signedAmountSen(amount: string): number | null {
  const match = /^(-?)(\d{1,12})(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) return null;
  const sen = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -sen : sen;
}

/**
 * Excel's number format that shows a money cell as formatRM writes it ("RM 1,234.00",
 * "RM -2.85"), the cell staying a number a spreadsheet can sum.
 */
export const RM_NUMBER_FORMAT = '"RM "#,##0.00;"RM "-#,##0.00';

const zoneLabels = new Map<string, string>();

/** A time zone's short label: "MYT" for Malaysia, else its offset ("GMT+7"). */
export function zoneLabel(zone: string): string {
  let label = zoneLabels.get(zone);
  if (!label) {
    const parts = new Intl.DateTimeFormat('en-MY', { timeZone: zone, timeZoneName: 'short' }).formatToParts();
    label = parts.find((part) => part.type === 'timeZoneName')?.value ?? zone;
    zoneLabels.set(zone, label);
  }
  return label;
}

/** An instant as "2026-11-29 13:45:00 MYT": in the business time zone, which it names. */
export const labelledDateTime = (iso: string, zone: string): string =>
  `${businessDateTime(iso, zone)} ${zoneLabel(zone)}`;
