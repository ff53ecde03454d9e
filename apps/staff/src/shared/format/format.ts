import { businessDateTime } from '@topup/contracts/business-date-time.ts';
import {
  formatRM,
  labelledDateTime,
  zoneLabel as labelOf,
  signedAmountSen,
} from '@topup/contracts/display-format.ts';

/** What a cell shows when it has no value: one mark everywhere. */
export const EMPTY = '—';

export { formatRM };

/** An amount the server sends as text ("1000", "-12.5") -> "RM 1,000.00" (as given if not an amount). */
export function formatRMText(amount: string): string {
  const sen = signedAmountSen(amount);
  return sen === null ? amount : formatRM(sen);
}

/** An amount the server sends as text, or EMPTY when there is none (a cell, a field). */
export const formatRMOrEmpty = (amount: string | null | undefined): string =>
  amount ? formatRMText(amount) : EMPTY;

/** A game account's score before and after a move: "RM 0.00 → RM 130.00"; EMPTY when not moved yet. */
export const formatScoreChange = (before: string | null, after: string | null): string =>
  before === null ? EMPTY : `${formatRMOrEmpty(before)} → ${formatRMOrEmpty(after)}`;

/**
 * The zone every date and time is shown in: the business time zone, set from the session as soon
 * as the operator is known (Malaysia's until then), so that the back-office has one clock whatever
 * the browser's zone.
 */
let displayZone = 'Asia/Kuala_Lumpur';

export function setDisplayZone(zone: string): void {
  displayZone = zone;
}

/** The zone's short label: "MYT" for Malaysia, else the offset ("GMT+7"). */
export const zoneLabel = (zone: string = displayZone): string => labelOf(zone);

/** An instant as "2026-11-29 13:45:00 MYT" in the business time zone; EMPTY without one. */
export function formatDateTime(value: string | null | undefined): string {
  return value ? labelledDateTime(value, displayZone) : EMPTY;
}

/** An instant split for a two-line cell: { date: "2026-11-29", time: "13:45:00 MYT" }. */
export function formatDateTimeParts(value: string): { date: string; time: string } {
  const [date = '', time = ''] = businessDateTime(value, displayZone).split(' ');
  return { date, time: `${time} ${zoneLabel()}` };
}

/** Today's date in the business time zone, "YYYY-MM-DD". */
export const businessToday = (): string =>
  businessDateTime(new Date().toISOString(), displayZone).slice(0, 10);

/** A validity window: "2026-12-01 00:00:00 MYT – No end date"; open ends are said in words. */
export function formatPeriod(start: string | null, end: string | null, t: (key: string) => string): string {
  const { from, to } = periodEnds(start, end, t);
  return `${from} – ${to}`;
}

/** The two ends of a validity window as formatPeriod writes them, for a cell that stacks them. */
export function periodEnds(start: string | null, end: string | null, t: (key: string) => string) {
  return {
    from: start ? formatDateTime(start) : t('common.noStartDate'),
    to: end ? formatDateTime(end) : t('common.noEndDate'),
  };
}
