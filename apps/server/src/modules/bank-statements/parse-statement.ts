import type { ColumnMapping } from '@topup/contracts/api/bank-statements.ts';
import type { MessageCode } from '@topup/contracts/messages.ts';
import { parseAmountSen } from '@topup/contracts/money.ts';
import { zonedInstant } from '../../platform/business-time.ts';
import type { BankLineFields } from '../bank-transactions/statement-lines.service.ts';
import type { TableFile } from '../member-import/read-table-file.ts';
import { headerKey } from './statement-layouts.ts';

/** One statement line as it will be stored; `row` is the spreadsheet row (header = 1). */
export type StatementLine = BankLineFields & { row: number };

export type StatementError = { row: number; field: string; code: MessageCode; value: string };

const DATE_PATTERNS = {
  dmy: /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/,
  mdy: /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/,
  ymd: /^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})$/,
} as const;
const TIME = /^(\d{1,2}):(\d{2})(?::(\d{2}))?\s*(am|pm)?$/i;
/** English and Malay month abbreviations ('20 Nov 2026', '05-Ogo-2026', '1 Mei 2026'). */
const MONTHS = [
  'jan',
  'feb',
  'mar|mac',
  'apr',
  'may|mei',
  'jun',
  'jul',
  'aug|ogo',
  'sep',
  'oct|okt',
  'nov',
  'dec|dis',
];
const NAMED_MONTH = /^(\d{1,2})[\s/.-]+([a-z]+)[\s/.-]+(\d{4})\b/i;

/** '20 Nov 2026 10:00' -> '20/11/2026 10:00'; other text is returned as it is. */
function numericMonth(text: string): string {
  const named = NAMED_MONTH.exec(text);
  if (!named) return text;
  const name = named[2]!.toLowerCase();
  const month = MONTHS.findIndex((m) => new RegExp(`^(${m})`).test(name));
  if (month < 0) return text;
  return `${named[1]}/${month + 1}/${named[3]}${text.slice(named[0].length)}`;
}

/**
 * A statement date (and optional time) as an instant. Bank exports carry wall-clock times
 * without a zone: they are read in `zone`, the business time zone.
 */
export function parseStatementDate(
  text: string,
  order: ColumnMapping['date_order'],
  zone: string,
): { at: Date; hasTime: boolean } | null {
  const iso = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}(?::\d{2})?)/.exec(text.trim());
  const named = numericMonth(text.trim());
  const [datePart = '', ...rest] = iso ? [iso[1]!, iso[2]!] : named.split(/\s+/);
  const timePart = rest.join(' ');
  const effectiveOrder = iso ? 'ymd' : named !== text.trim() ? 'dmy' : order;
  const match =
    DATE_PATTERNS[effectiveOrder].exec(datePart) ?? (iso ? null : DATE_PATTERNS.ymd.exec(datePart));
  if (!match) return null;
  const nums = match.slice(1, 4).map(Number) as [number, number, number];
  const ymdMatch = match[1]!.length === 4;
  const [y, m, d] = ymdMatch
    ? nums
    : effectiveOrder === 'mdy'
      ? [nums[2], nums[0], nums[1]]
      : [nums[2], nums[1], nums[0]];
  let hours = 0;
  let minutes = 0;
  let seconds = 0;
  if (timePart) {
    const t = TIME.exec(timePart);
    if (!t) return null;
    hours = Number(t[1]);
    minutes = Number(t[2]);
    seconds = Number(t[3] ?? 0);
    const meridiem = t[4]?.toLowerCase();
    if (meridiem && (hours < 1 || hours > 12)) return null;
    if (meridiem === 'pm' && hours < 12) hours += 12;
    if (meridiem === 'am' && hours === 12) hours = 0;
    if (hours > 23 || minutes > 59 || seconds > 59) return null;
  }
  const utc = Date.UTC(y, m - 1, d, hours, minutes, seconds);
  const check = new Date(utc);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return null;
  if (y < 2000 || y > 2100) return null;
  const day = check.toISOString().slice(0, 10);
  const at = zonedInstant(day, hours * 60 + minutes, zone)!.getTime() + seconds * 1000;
  return { at: new Date(at), hasTime: Boolean(timePart) };
}

/**
 * A statement amount in sen, keeping its sign: '1,000.00', '-800.00', '(800.00)', '800.00 DR',
 * 'RM 30.00', 'MYR1,000.00'. Null when it is not a money amount with at most 2 decimals.
 */
export function parseStatementAmount(text: string): number | null {
  let value = text
    .trim()
    .replace(/^(RM|MYR)\s*/i, '')
    .replace(/\s*(RM|MYR)$/i, '')
    .replace(/,/g, '');
  let negative = false;
  if (/^\(.*\)$/.test(value)) {
    negative = true;
    value = value.slice(1, -1).trim();
  }
  const suffix = /\s*(DR|CR|-|\+)$/i.exec(value);
  if (suffix) {
    if (/^(DR|-)$/i.test(suffix[1]!)) negative = true;
    value = value.slice(0, suffix.index).trim();
  }
  if (value.startsWith('-')) {
    negative = !negative;
    value = value.slice(1);
  } else if (value.startsWith('+')) {
    value = value.slice(1);
  }
  const sen = parseAmountSen(value);
  if (sen === null) return null;
  return negative ? -sen : sen;
}

type Cells = (header: string | undefined) => string;

function amounts(cell: Cells, mapping: ColumnMapping, errors: (field: string, code: MessageCode) => void) {
  if (mapping.amount) {
    const text = cell(mapping.amount);
    if (!text) return errors('amount', 'IMPORT_MISSING_CONTENT');
    const sen = parseStatementAmount(text);
    if (sen === null || sen === 0) return errors('amount', 'IMPORT_INVALID_FORMAT');
    return { depositSen: Math.max(sen, 0), withdrawSen: Math.max(-sen, 0) };
  }
  // Banks fill the unused side with '-' or leave it empty.
  const side = (header: string | undefined) => (/^-+$/.test(cell(header)) ? '' : cell(header));
  const depositText = side(mapping.deposit);
  const withdrawText = side(mapping.withdrawal);
  if (!depositText && !withdrawText) return errors('amount', 'IMPORT_MISSING_CONTENT');
  const deposit = depositText ? parseStatementAmount(depositText) : 0;
  const withdraw = withdrawText ? parseStatementAmount(withdrawText) : 0;
  if (deposit === null || deposit < 0) return errors('deposit', 'IMPORT_INVALID_FORMAT');
  if (withdraw === null || withdraw < 0) return errors('withdrawal', 'IMPORT_INVALID_FORMAT');
  if (deposit > 0 === withdraw > 0) return errors('amount', 'IMPORT_INVALID_FORMAT');
  return { depositSen: deposit, withdrawSen: withdraw };
}

/**
 * Reads every line with the mapping, times in the business time zone `zone`. Every bad cell is
 * reported (row, field, message code); the caller imports nothing when there is any.
 */
export function parseStatement(
  file: TableFile,
  mapping: ColumnMapping,
  zone: string,
): { lines: StatementLine[]; errors: StatementError[] } {
  const index = new Map(file.headers.map((h, i) => [headerKey(h), i] as const));
  const lines: StatementLine[] = [];
  const errors: StatementError[] = [];
  file.rows.forEach((cells, i) => {
    const row = i + 2;
    const cell: Cells = (header) => {
      if (!header) return '';
      const at = index.get(headerKey(header));
      return at === undefined ? '' : (cells[at] ?? '').trim();
    };
    let bad = false;
    const fail = (field: string, code: MessageCode, value = ''): undefined => {
      bad = true;
      errors.push({ row, field, code, value: value.slice(0, 100) });
      return undefined;
    };
    const dateText = [cell(mapping.date), cell(mapping.time)].filter(Boolean).join(' ');
    const date = dateText ? parseStatementDate(dateText, mapping.date_order, zone) : null;
    if (!dateText) fail('date', 'IMPORT_MISSING_CONTENT');
    else if (!date) fail('date', 'IMPORT_INVALID_FORMAT', dateText);
    const reference = cell(mapping.reference);
    const narrative = cell(mapping.description);
    const description = reference && !narrative.includes(reference) ? `${narrative} ${reference}` : narrative;
    if (!narrative) fail('description', 'IMPORT_MISSING_CONTENT');
    const money = amounts(cell, mapping, (field, code) =>
      fail(field, code, cell(mapping.amount) || cell(mapping.deposit)),
    );
    let balanceSen: number | null = null;
    if (mapping.balance) {
      const text = cell(mapping.balance);
      balanceSen = text ? parseStatementAmount(text) : null;
      if (!text) fail('balance', 'IMPORT_MISSING_CONTENT');
      else if (balanceSen === null) fail('balance', 'IMPORT_INVALID_FORMAT', text);
    }
    if (bad || !date || !money) return;
    lines.push({
      row,
      transactedAt: date.at,
      hasTime: date.hasTime,
      description: description.slice(0, 500),
      ...money,
      balanceSen,
    });
  });
  return { lines, errors };
}
