import type ExcelJS from 'exceljs';
import { DomainError } from '../../platform/errors.ts';
import { firstSheetRows } from './xlsx-first-sheet.ts';

// Loaded on the first upload, not at start (as exceljs is, in xlsx-first-sheet.ts): with it
// megabytes of an idle server's memory that only imports use (docs/performance.md, idle memory).
const loadPapa = () => import('papaparse').then((module) => module.default);

/** An uploaded sheet: the header row and the data rows as trimmed strings (blank rows dropped). */
export type TableFile = { headers: string[]; rows: string[][] };

/** Bounds an upload can reach; more is a wrong file or an attack, not a statement. */
export const MAX_TABLE_ROWS = 100_000;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** What an XLSX may unpack to: a zip bomb is a few kilobytes that inflate to gigabytes. */
export const MAX_UNPACKED_BYTES = 200 * 1024 * 1024;
/** One stray cell at column XFD would make every row 16,384 cells wide. */
export const MAX_TABLE_COLUMNS = 100;
export const MAX_CELL_CHARS = 2_000;
/** Reading stops after this long: a file that takes longer is refused, not waited for. */
export const MAX_READ_MS = 30_000;

const tooLarge = () =>
  new DomainError('IMPORT_FILE_TOO_LARGE', {
    max_mb: MAX_UNPACKED_BYTES / 1024 / 1024,
    max_columns: MAX_TABLE_COLUMNS,
    max_cell: MAX_CELL_CHARS,
  });

const tooManyRows = () => new DomainError('IMPORT_TOO_MANY_ROWS', { max: MAX_TABLE_ROWS });
const tooSlow = (limitMs: number) =>
  new DomainError('IMPORT_FILE_TOO_SLOW', { seconds: Math.ceil(limitMs / 1000) });

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

function isXlsx(filename: string, content: Buffer): boolean {
  return filename.toLowerCase().endsWith('.xlsx') || ZIP_MAGIC.every((byte, i) => content[i] === byte);
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/**
 * Spreadsheet dates are stored as UTC instants of the wall-clock time typed in; written back
 * as dd/mm/yyyy HH:mm the text matches what the operator saw in Excel.
 */
function dateCell(value: Date): string {
  const day = `${pad(value.getUTCDate())}/${pad(value.getUTCMonth() + 1)}/${value.getUTCFullYear()}`;
  const hasTime = value.getUTCHours() || value.getUTCMinutes() || value.getUTCSeconds();
  return hasTime ? `${day} ${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}` : day;
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return dateCell(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return value;
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return String(value.text);
  return '';
}

/**
 * Streams the first sheet row by row, so that the caps (rows, columns, time) stop a hostile
 * file early instead of after the whole workbook is in memory.
 */
async function readXlsx(
  content: Buffer,
  { deadline, limitMs, maxUnpackedBytes }: { deadline: number; limitMs: number; maxUnpackedBytes: number },
): Promise<string[][]> {
  const rows: string[][] = [];
  try {
    const sheet = await firstSheetRows(content, { maxUnpackedBytes, tooLarge });
    if (sheet === null) throw new DomainError('IMPORT_FILE_UNREADABLE');
    for await (const row of sheet) {
      if (Date.now() > deadline) throw tooSlow(limitMs);
      if (row.cellCount > MAX_TABLE_COLUMNS) throw tooLarge();
      const cells: string[] = [];
      for (let col = 1; col <= row.cellCount; col++) cells.push(cellText(row.getCell(col).value));
      // Blank rows are dropped below anyway; kept here, a sheet of millions of them fills memory.
      if (cells.every((cell) => cell.trim() === '')) continue;
      rows.push(cells);
      if (rows.length - 1 > MAX_TABLE_ROWS) throw tooManyRows();
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw new DomainError('IMPORT_FILE_UNREADABLE');
  }
  const width = Math.max(0, ...rows.map((cells) => cells.length));
  return rows.map((cells) => [...cells, ...Array<string>(width - cells.length).fill('')]);
}

async function readCsv(content: Buffer): Promise<string[][]> {
  const Papa = await loadPapa();
  const text = content.toString('utf8').replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  return parsed.data;
}

/**
 * Reads a CSV or XLSX upload (by name or content) into a header row and data rows, within
 * `timeLimitMs` (a CSV of at most 10 MB parses in well under a second; an XLSX is checked
 * between rows). Both limits can be lowered, for tests.
 */
export async function readTableFile(
  filename: string,
  content: Buffer,
  options: { timeLimitMs?: number; maxUnpackedBytes?: number } = {},
): Promise<TableFile> {
  if (content.length > MAX_UPLOAD_BYTES) throw new DomainError('IMPORT_FILE_UNREADABLE');
  const limitMs = options.timeLimitMs ?? MAX_READ_MS;
  const deadline = Date.now() + limitMs;
  const maxUnpackedBytes = options.maxUnpackedBytes ?? MAX_UNPACKED_BYTES;
  const raw = isXlsx(filename, content)
    ? await readXlsx(content, { deadline, limitMs, maxUnpackedBytes })
    : await readCsv(content);
  if (Date.now() > deadline) throw tooSlow(limitMs);
  const rows = raw
    .map((cells) => cells.map((cell) => String(cell ?? '').trim()))
    .filter((cells) => cells.some((cell) => cell !== ''));
  if (rows.length - 1 > MAX_TABLE_ROWS) throw tooManyRows();
  if (rows.some((cells) => cells.length > MAX_TABLE_COLUMNS || cells.some((c) => c.length > MAX_CELL_CHARS)))
    throw tooLarge();
  const [headers = [], ...data] = rows;
  return { headers, rows: data };
}

/** Upload body shared by the import routes: the file travels base64-encoded in JSON. */
export function decodeUpload(contentBase64: string): Buffer {
  return Buffer.from(contentBase64, 'base64');
}
