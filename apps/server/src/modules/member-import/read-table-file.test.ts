import { readFileSync } from 'node:fs';
import { constants, crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../platform/errors.ts';
import {
  MAX_CELL_CHARS,
  MAX_TABLE_ROWS,
  MAX_UNPACKED_BYTES,
  MAX_UPLOAD_BYTES,
  readTableFile,
} from './read-table-file.ts';

type ZipEntry = { name: string; packed: Buffer; crc: number; declared: number };

const deflated = (name: string, data: Buffer): ZipEntry => ({
  name,
  packed: deflateRawSync(data),
  crc: crc32(data),
  declared: data.length,
});

/**
 * `head` then `chunk` `times` over, deflated without holding the whole: each fully flushed
 * segment stands alone, so one segment repeated is a valid stream. The zip says it holds
 * `declared` bytes; its CRC is never reached, as the reader must stop long before the end.
 */
function repeatedEntry(name: string, head: Buffer, chunk: Buffer, times: number, declared: number): ZipEntry {
  const flushed = (data: Buffer) => deflateRawSync(data, { finishFlush: constants.Z_FULL_FLUSH });
  const segment = flushed(chunk);
  const packed = Buffer.concat([
    flushed(head),
    ...Array<Buffer>(times).fill(segment),
    deflateRawSync(Buffer.alloc(0)),
  ]);
  return { name, packed, crc: 0, declared };
}

/**
 * A local (30 bytes) or central (46 bytes) zip header: both hold, from `at` on, the same fields
 * in the same order: version needed, flags, method (deflate), time, date, CRC, packed size,
 * unpacked size (as the entry declares it) and name length.
 */
function entryHeader(
  size: number,
  signature: number,
  at: number,
  entry: ZipEntry,
  nameLength: number,
): Buffer {
  const header = Buffer.alloc(size);
  header.writeUInt32LE(signature, 0);
  header.writeUInt16LE(20, at);
  header.writeUInt16LE(8, at + 4);
  header.writeUInt32LE(entry.crc, at + 10);
  header.writeUInt32LE(entry.packed.length, at + 14);
  header.writeUInt32LE(entry.declared, at + 18);
  header.writeUInt16LE(nameLength, at + 22);
  return header;
}

/** A zip written by hand, so the test controls what each entry declares and inflates to. */
function zipOf(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const fileName = Buffer.from(entry.name);
    const local = entryHeader(30, 0x04034b50, 4, entry, fileName.length);
    const central = entryHeader(46, 0x02014b50, 6, entry, fileName.length);
    central.writeUInt16LE(20, 4); // version made by
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, entry.packed);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + entry.packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The smallest workbook an XLSX reader follows to its first sheet, around that sheet's entry. */
function workbookAround(sheet: ZipEntry): Buffer {
  const rels =
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
    '</Relationships>';
  const book =
    '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
    '<sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>';
  return zipOf([
    deflated('xl/_rels/workbook.xml.rels', Buffer.from(rels)),
    deflated('xl/workbook.xml', Buffer.from(book)),
    sheet,
  ]);
}

/** The same zip with every entry's uncompressed size rewritten to `size` (offsets unchanged). */
function declaringEach(zip: Buffer, size: number): Buffer {
  const copy = Buffer.from(zip);
  const end = copy.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let entry = copy.readUInt32LE(end + 16);
  for (let i = 0; i < copy.readUInt16LE(end + 10); i++) {
    copy.writeUInt32LE(size, entry + 24);
    copy.writeUInt32LE(size, copy.readUInt32LE(entry + 42) + 22);
    entry +=
      46 + copy.readUInt16LE(entry + 28) + copy.readUInt16LE(entry + 30) + copy.readUInt16LE(entry + 32);
  }
  return copy;
}

async function codeOf(work: Promise<unknown>): Promise<string> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return (error as DomainError).code;
}

describe('readTableFile refuses uploads built to exhaust the server', () => {
  it('a zip bomb: a small XLSX that unpacks past the limit is refused', async () => {
    const bomb = zipOf([deflated('xl/worksheets/sheet1.xml', Buffer.alloc(MAX_UNPACKED_BYTES + 1, 0x20))]);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await codeOf(readTableFile('statement.xlsx', bomb))).toBe('IMPORT_FILE_TOO_LARGE');
  });

  it('an XLSX whose directory declares more than the limit, before inflating a byte', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Sheet1').addRows([['name'], ['Ali']]);
    const honest = Buffer.from(await workbook.xlsx.writeBuffer());
    const boasting = declaringEach(honest, Math.ceil(MAX_UNPACKED_BYTES / 2));
    // Its parts inflate to a few kilobytes: only the declared sizes can refuse it.
    expect(await codeOf(readTableFile('members.xlsx', boasting))).toBe('IMPORT_FILE_TOO_LARGE');
    expect((await readTableFile('members.xlsx', honest)).rows).toEqual([['Ali']]);
  });

  it('an XLSX whose parts inflate past what they declare, as soon as they do', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Sheet1').addRows(Array.from({ length: 2_000 }, (_, i) => [`member ${i}`, i]));
    const honest = Buffer.from(await workbook.xlsx.writeBuffer());
    expect((await readTableFile('members.xlsx', honest)).rows).toHaveLength(1_999);
    const lying = declaringEach(honest, 1);
    expect(await codeOf(readTableFile('members.xlsx', lying))).toBe('IMPORT_FILE_TOO_LARGE');
    // Honest sizes within the file's declared total, past the caller's budget while inflating.
    expect(await codeOf(readTableFile('members.xlsx', honest, { maxUnpackedBytes: 20_000 }))).toBe(
      'IMPORT_FILE_TOO_LARGE',
    );
  });

  it('a lying bomb (1 KB declared, 1 GB of blank rows inflated) costs the server under 64 MB and a moment', async () => {
    const head = Buffer.from(
      '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>',
    );
    const rows = Buffer.from('<row r="1"><c r="A1"/><c r="B1"/></row>'.repeat(10_000));
    const times = Math.ceil(1024 ** 3 / rows.length);
    const book = workbookAround(repeatedEntry('xl/worksheets/sheet1.xml', head, rows, times, 1024));
    expect(book.length).toBeLessThan(MAX_UPLOAD_BYTES);
    global.gc?.();
    const before = process.memoryUsage();
    let peak = before.rss;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 5);
    const started = performance.now();
    const code = await codeOf(readTableFile('members.xlsx', book));
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    expect(code).toBe('IMPORT_FILE_TOO_LARGE');
    expect((peak - before.rss) / 1024 / 1024).toBeLessThan(64);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('a sheet with one cell at column XFD (16,384 columns wide)', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Sheet1');
    sheet.addRow(['name', 'phone']);
    sheet.getCell('XFD1').value = 'x';
    const content = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await codeOf(readTableFile('members.xlsx', content))).toBe('IMPORT_FILE_TOO_LARGE');
  });

  it('a CSV with an oversized cell, and a file that only pretends to be XLSX', async () => {
    const csv = Buffer.from(`name,phone\n${'a'.repeat(MAX_CELL_CHARS + 1)},0123456789\n`);
    expect(await codeOf(readTableFile('members.csv', csv))).toBe('IMPORT_FILE_TOO_LARGE');
    expect(await codeOf(readTableFile('members.xlsx', Buffer.from('name,phone\n')))).toBe(
      'IMPORT_FILE_UNREADABLE',
    );
  });

  it('an XLSX past the row cap or the time limit is refused while it is read', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Sheet1');
    sheet.addRow(['name', 'phone']);
    for (let i = 0; i <= MAX_TABLE_ROWS; i++) sheet.addRow([`m${i}`, '0123456789']);
    const tooLong = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await codeOf(readTableFile('members.xlsx', tooLong))).toBe('IMPORT_TOO_MANY_ROWS');

    const small = new ExcelJS.Workbook();
    small.addWorksheet('Sheet1').addRows(Array.from({ length: 500 }, (_, i) => [`m${i}`, '0123456789']));
    const content = Buffer.from(await small.xlsx.writeBuffer());
    const slow = readTableFile('members.xlsx', content, { timeLimitMs: -1 });
    expect(await codeOf(slow)).toBe('IMPORT_FILE_TOO_SLOW');
    expect((await readTableFile('members.xlsx', content)).rows).toHaveLength(499);
  });

  it('still reads an ordinary XLSX', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Sheet1').addRows([
      ['name', 'phone'],
      ['Ali', '0123456789'],
    ]);
    const content = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await readTableFile('members.xlsx', content)).toEqual({
      headers: ['name', 'phone'],
      rows: [['Ali', '0123456789']],
    });
  });
});

describe('readTableFile reads an XLSX the same way every time', () => {
  it('reads the first sheet of a five-sheet workbook fifty times over, all rows each time', async () => {
    // exceljs's one-pass reader dropped the zip's last part (xl/workbook.xml) in about nine of
    // ten reads of this workbook (exceljs#3064); xlsx-first-sheet.ts reads by the directory.
    const workbook = new ExcelJS.Workbook();
    for (let s = 0; s < 5; s++) {
      workbook
        .addWorksheet(`Sheet${s}`)
        .addRows([
          [`name ${s}`, 'phone'],
          ...Array.from({ length: 50 }, (_, i) => [`member ${s}-${i}`, `01234${i}`]),
        ]);
    }
    const content = Buffer.from(await workbook.xlsx.writeBuffer());
    for (let read = 0; read < 50; read++) {
      const table = await readTableFile('members.xlsx', content);
      expect(table.headers).toEqual(['name 0', 'phone']);
      expect(table.rows).toHaveLength(50);
      expect(table.rows[49]).toEqual(['member 0-49', '0123449']);
    }
  });

  it('reads a workbook from another writer (openpyxl: absolute part paths, real dates)', async () => {
    const content = readFileSync(new URL('./fixtures/statement-openpyxl.xlsx', import.meta.url));
    expect(await readTableFile('statement.xlsx', content)).toEqual({
      headers: ['Tarikh', 'Butiran', 'Kredit', 'Debit', 'Baki'],
      rows: [
        ['02/01/2028 10:15', 'TRF FROM ALI', '55', '', '1055'],
        ['02/01/2028 11:00', 'ATM', '', '5', '1050'],
      ],
    });
  });

  it('refuses a zip that is not a workbook', async () => {
    const notABook = zipOf([deflated('notes.txt', Buffer.from('hello'))]);
    expect(await codeOf(readTableFile('statement.xlsx', notABook))).toBe('IMPORT_FILE_UNREADABLE');
  });
});
