import { businessDateTime } from '@topup/contracts/business-date-time.ts';
import {
  formatRM,
  labelledDateTime,
  RM_NUMBER_FORMAT,
  signedAmountSen,
} from '@topup/contracts/display-format.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type CsvColumn, toCsv } from './csv.ts';
import { maskForRequest } from './personal-data.ts';

export type ExportFormat = 'csv' | 'xlsx';
type ExportValue = string | number | boolean | Date | null | undefined;
/**
 * A column of an export: its header and how to read the cell. A `money` column gives sen (a
 * number) or an amount as the API writes it ("-2.85"); a `time` column gives an instant.
 */
export type ExportColumn<T> = {
  header: string;
  value: (row: T) => ExportValue;
  money?: boolean;
  time?: boolean;
};

/** What the activity log keeps of an export: the list, the route, its filters and its size. */
export type ExportRecord = {
  list: string;
  route: string;
  format: ExportFormat;
  filters: Record<string, unknown>;
  rows: number;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Writes an export to the activity log (the audit module provides it). */
    recordExport: (request: FastifyRequest, record: ExportRecord) => Promise<void>;
    /** The business time zone (setting), which an export's times are written in. */
    businessTimeZone: () => Promise<string>;
  }
}

/**
 * A cell as the file holds it, written as the screen writes it: money "RM 1,234.00" in a CSV
 * and, in a workbook, a number of ringgit (shown so by RM_NUMBER_FORMAT) that a spreadsheet can
 * sum; times "2026-11-29 13:45:00 MYT" in the business time zone in both.
 */
export function exportCell(
  column: Pick<ExportColumn<unknown>, 'money' | 'time'>,
  value: ExportValue,
  format: ExportFormat,
  zone: string,
): string | number | boolean | null {
  if (value === null || value === undefined || value === '') return null;
  if (column.time || value instanceof Date) {
    const at = value instanceof Date ? value : new Date(String(value));
    // Not an instant (a totals row's label): written as given.
    return Number.isNaN(at.getTime()) ? String(value) : labelledDateTime(at.toISOString(), zone);
  }
  if (column.money) {
    const sen = typeof value === 'number' ? value : signedAmountSen(String(value));
    if (sen === null) return String(value);
    return format === 'xlsx' ? sen / 100 : formatRM(sen);
  }
  return value;
}

/** The columns with each cell as `exportCell` writes it for `format`. */
function cellsOf<T>(columns: ExportColumn<T>[], format: ExportFormat, zone: string): CsvColumn<T>[] {
  return columns.map((column) => ({
    header: column.header,
    value: (row) => exportCell(column, column.value(row), format, zone),
  }));
}

/** Query keys that shape the file, not which rows it holds. */
const NOT_FILTERS = new Set(['format', 'page', 'per_page']);

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * An .xlsx workbook of one sheet. Cells are written as values, never formulas (no injection);
 * money columns are numbers of ringgit shown as "RM 1,234.00" (RM_NUMBER_FORMAT).
 */
export async function toXlsx<T>(
  columns: ExportColumn<T>[],
  rows: T[],
  sheetName: string,
  zone: string,
): Promise<Buffer> {
  // Loaded with the first workbook, not at start (exceljs is ~10 MB of an idle server's memory).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31) || 'Sheet1');
  sheet.columns = columns.map((c, index) => ({
    header: c.header,
    key: String(index),
    width: Math.min(40, Math.max(12, c.header.length + 2)),
    ...(c.money ? { style: { numFmt: RM_NUMBER_FORMAT } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  const cells = cellsOf(columns, 'xlsx', zone);
  for (const row of rows) sheet.addRow(cells.map((c) => c.value(row) ?? null));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * Sends rows as a CSV or XLSX download named `<filename>-<business day>.<format>`: written to
 * the activity log first, with members' personal data masked for an operator without `members.pii`.
 */
export async function replyExport<T>(
  reply: FastifyReply,
  format: ExportFormat,
  file: {
    filename: string;
    columns: ExportColumn<T>[];
    rows: T[];
    /** The zone the rows were cut in (a report's `meta.time_zone`); else the business time zone. */
    timeZone?: string;
  },
) {
  const request = reply.request;
  const query = (request.query ?? {}) as Record<string, unknown>;
  await reply.server.recordExport(request, {
    list: file.filename,
    route: `${request.method} ${request.routeOptions.url ?? ''}`,
    format,
    filters: Object.fromEntries(Object.entries(query).filter(([key]) => !NOT_FILTERS.has(key))),
    rows: file.rows.length,
  });
  const rows = maskForRequest(request, file.rows);
  const zone = file.timeZone ?? (await reply.server.businessTimeZone());
  const stamp = businessDateTime(new Date().toISOString(), zone).slice(0, 10);
  const body =
    format === 'xlsx'
      ? await toXlsx(file.columns, rows, file.filename, zone)
      : Buffer.from(toCsv(cellsOf(file.columns, 'csv', zone), rows), 'utf8');
  return reply
    .header('content-type', format === 'xlsx' ? XLSX_TYPE : 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.filename}-${stamp}.${format}"`)
    .header('content-length', body.length)
    .header('cache-control', 'no-store')
    .send(body);
}
