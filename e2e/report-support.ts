import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import { REPORTS, type ReportColumnKind, type ReportKey } from '@topup/contracts/reports.ts';
import ExcelJS from 'exceljs';

const ZONE = 'Asia/Kuala_Lumpur';
const DAY_MS = 86_400_000;

/** A calendar day (YYYY-MM-DD) in Malaysia time, `offset` days from now. */
export function businessDay(offset = 0): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(Date.now() + offset * DAY_MS));
}

/** The table's data rows (not antd's hidden measure row). */
export const reportRows = (page: Page) => page.locator('.ant-table-tbody > tr.ant-table-row');
export const totalsRow = (page: Page) => page.getByTestId('report-totals');

// A report page loads its code, options and rows one after the other: slow on a loaded machine.
const LOAD = { timeout: 60_000 };

/** Waits for a report's heading, its rows and totals row, with no request in flight. */
export async function expectReportLoaded(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 3, name: heading, exact: true })).toBeVisible(LOAD);
  await expect(totalsRow(page)).toBeVisible(LOAD);
  await expect(page.locator('.ant-table .ant-spin-spinning')).toHaveCount(0, LOAD);
  await expect(reportRows(page).first()).toBeVisible();
}

const cellTexts = (rows: Locator) =>
  rows.evaluateAll((trs) =>
    trs.map((tr) => Array.from(tr.querySelectorAll(':scope > td'), (td) => (td as HTMLElement).innerText)),
  );

/** The page's rows and totals row as the operator reads them, one text per column. */
export async function shownTable(page: Page) {
  const headers = await page
    .locator('.ant-table-thead > tr > th')
    .evaluateAll((ths) => ths.map((th) => (th as HTMLElement).innerText.trim()));
  const rows = await cellTexts(reportRows(page));
  const [totals] = await cellTexts(totalsRow(page));
  const summary = await page.locator('.ant-pagination-total-text').innerText();
  const total = Number(/of ([\d,]+)/.exec(summary)?.[1]?.replace(/,/g, ''));
  return { headers, rows, totals: totals ?? [], total };
}

/** The cell of a named column in a shown row. */
export function column(table: { headers: string[] }, row: string[], label: string): string {
  const index = table.headers.indexOf(label);
  expect(index, `column ${label} in ${table.headers.join(' | ')}`).toBeGreaterThanOrEqual(0);
  return row[index] ?? '';
}

/** A shown amount (RM 1,234.56) or count (1,234) as a number. */
export const amount = (text: string) => Number(text.replace(/^RM /, '').replace(/,/g, '') || 0);

/** RFC 4180 rows (quoted fields, doubled quotes, CRLF), without the UTF-8 BOM. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n') {
      row.push(field.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

/** Clicks an export button and returns the downloaded file's name and bytes. */
export async function download(page: Page, button: string) {
  const [file] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    page.getByRole('button', { name: button }).click(),
  ]);
  const path = await file.path();
  // The button shows its progress until the file is handed over; the next export waits for it.
  await expect(page.getByRole('button', { name: button })).toBeEnabled();
  return { name: file.suggestedFilename(), bytes: await readFile(path) };
}

/** The rows of the first sheet of an .xlsx file, cell values as text (numbers as JS writes them). */
export async function parseXlsx(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const cells: string[] = [];
    for (let c = 1; c <= sheet.columnCount; c++) {
      const value = row.getCell(c).value;
      cells.push(value === null || value === undefined ? '' : String(value));
    }
    rows.push(cells);
  });
  return rows;
}

/** "3m 05s" or "42s" as seconds. */
function seconds(text: string): number {
  const match = /^(?:(\d+)m )?([\d.]+)s$/.exec(text);
  return match ? Number(match[1] ?? 0) * 60 + Number(match[2]) : Number.NaN;
}

/**
 * One cell in a comparable form, whichever way it was written: the page and a CSV show
 * RM 1,234.56, the page 3m 05s and a CSV 185, an XLSX 1234.56 as a number; lists of links read without
 * their separators.
 */
export function comparable(kind: ReportColumnKind, text: string, from: 'page' | 'file'): string {
  const value = text.trim();
  // The screen writes a missing value "—"; a file leaves its cell empty, so a spreadsheet still sums the column.
  if (value === '' || (from === 'page' && value === '—')) return '';
  if (kind === 'money') return Number(value.replace(/^RM /, '').replace(/,/g, '')).toFixed(2);
  if (kind === 'count') return String(Number(value.replace(/,/g, '')));
  if (kind === 'duration') return String(from === 'page' ? seconds(value) : Number(value));
  if (kind === 'text') return value.replace(/[\s,#]/g, '');
  return value;
}

/** The kinds of a report's columns, in order (the page adds an actions column after them). */
export const columnKinds = (report: ReportKey) => REPORTS[report].columns.map((c) => c.kind);
