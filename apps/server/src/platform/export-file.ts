import type { FastifyReply, FastifyRequest } from 'fastify';
import { type CsvColumn, toCsv } from './csv.ts';
import { maskForRequest } from './personal-data.ts';

export type ExportFormat = 'csv' | 'xlsx';
/** A column of an export: its header and how to read the cell; money columns come as sen. */
export type ExportColumn<T> = CsvColumn<T> & { money?: boolean };

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
  }
}

/** Query keys that shape the file, not which rows it holds. */
const NOT_FILTERS = new Set(['format', 'page', 'per_page']);

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * An .xlsx workbook of one sheet. Cells are written as values, never formulas (no injection);
 * money columns are numbers in RM with two decimals so a spreadsheet can sum them.
 */
export async function toXlsx<T>(columns: ExportColumn<T>[], rows: T[], sheetName: string): Promise<Buffer> {
  // Loaded with the first workbook, not at start (exceljs is ~10 MB of an idle server's memory).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31) || 'Sheet1');
  sheet.columns = columns.map((c, index) => ({
    header: c.header,
    key: String(index),
    width: Math.min(40, Math.max(12, c.header.length + 2)),
    ...(c.money ? { style: { numFmt: '#,##0.00' } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows)
    sheet.addRow(
      columns.map((c) => {
        const value = c.value(row);
        if (c.money && typeof value === 'number') return value / 100;
        return value ?? null;
      }),
    );
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * Sends rows as a CSV or XLSX download named `<filename>-<day>.<format>`: written to the activity
 * log first, with members' personal data masked for an operator without `members.pii`.
 */
export async function replyExport<T>(
  reply: FastifyReply,
  format: ExportFormat,
  file: { filename: string; columns: ExportColumn<T>[]; rows: T[] },
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
  const stamp = new Date().toISOString().slice(0, 10);
  const body =
    format === 'xlsx'
      ? await toXlsx(file.columns, rows, file.filename)
      : Buffer.from(toCsv(file.columns, rows), 'utf8');
  return reply
    .header('content-type', format === 'xlsx' ? XLSX_TYPE : 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.filename}-${stamp}.${format}"`)
    .header('content-length', body.length)
    .header('cache-control', 'no-store')
    .send(body);
}
