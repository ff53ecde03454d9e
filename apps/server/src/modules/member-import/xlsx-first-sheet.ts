import { pipeline, type Readable, Transform } from 'node:stream';
import type ExcelJS from 'exceljs';

/**
 * The parts of exceljs 4.4.0's streaming WorkbookReader this module drives. They are not in its
 * typings; exceljs is pinned to that version in package.json so that a change is deliberate.
 */
type WorkbookReaderParts = {
  workbookRels?: { Id: string; Target: string }[];
  model?: { sheets?: { rId: string }[] };
  _parseRels(part: Readable): Promise<void>;
  _parseWorkbook(part: Readable): Promise<void>;
  _parseSharedStrings(part: Readable): AsyncGenerator<unknown>;
  _parseStyles(part: Readable): Promise<void>;
  _parseWorksheet(rows: Readable, sheetNo: string): Generator<{ value: AsyncIterable<ExcelJS.Row> }>;
};

const READER_OPTIONS = {
  worksheets: 'emit',
  sharedStrings: 'cache',
  styles: 'cache',
  hyperlinks: 'ignore',
  entries: 'ignore',
} as const;

/** `Target` in workbook.xml.rels is relative to `xl/` or, from some writers, absolute. */
function sheetPath(target: string): string {
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
}

/**
 * Counts what the parts really inflate to: the sizes a zip declares are the sender's word, and
 * a part that declares 1 KB may inflate to gigabytes. A part that inflates past its own declared
 * size is a lie (a real zip's central directory holds the exact sizes) and is refused at once,
 * so a bomb costs a chunk of inflation, not the whole budget.
 */
function unpackedBudget(limits: UnpackLimits) {
  let unpacked = 0;
  return (part: Readable, declared: number): Readable => {
    let inflated = 0;
    return pipeline(
      part,
      new Transform({
        transform(chunk: Buffer, _encoding, done) {
          inflated += chunk.length;
          unpacked += chunk.length;
          const over = inflated > declared || unpacked > limits.maxUnpackedBytes;
          done(over ? limits.tooLarge() : null, chunk);
        },
      }),
      () => {},
    );
  };
}

export type UnpackLimits = { maxUnpackedBytes: number; tooLarge: () => Error };

/**
 * The rows of the workbook's first sheet, streamed. exceljs's own `WorkbookReader.parse` reads
 * the zip in one pass with unzipper's `Parse`, which emits `end` when its input is written while
 * entries are still buffered: the last parts of the file (exceljs writes `xl/workbook.xml` last)
 * are sometimes dropped and the read fails (exceljs#3064, about one read in 700 here). This reads
 * the parts through the zip's central directory instead, the dependencies first, and hands them
 * to the same exceljs parsers. Null when the file has no first sheet. Reading fails with
 * `limits.tooLarge()` when the directory declares more than `limits.maxUnpackedBytes`, once
 * the parts read have inflated past it, and once a part inflates past its declared size.
 */
export async function firstSheetRows(
  content: Buffer,
  limits: UnpackLimits,
): Promise<AsyncIterable<ExcelJS.Row> | null> {
  const [{ default: ExcelJS }, { default: unzipper }] = await Promise.all([
    import('exceljs'),
    import('unzipper'),
  ]);
  const directory = await unzipper.Open.buffer(content);
  // The sizes the directory declares refuse an honest bomb before anything is inflated.
  const declared = directory.files.reduce(
    (sum, file) => sum + (Number.isFinite(file.uncompressedSize) ? file.uncompressedSize : Infinity),
    0,
  );
  if (declared > limits.maxUnpackedBytes) throw limits.tooLarge();
  const counted = unpackedBudget(limits);
  const part = (path: string) => {
    const file = directory.files.find((entry) => entry.path === path);
    return file && counted(file.stream(), file.uncompressedSize);
  };
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(
    undefined as never,
    READER_OPTIONS,
  ) as unknown as WorkbookReaderParts;

  const rels = part('xl/_rels/workbook.xml.rels');
  const book = part('xl/workbook.xml');
  if (!rels || !book) return null;
  await reader._parseRels(rels);
  await reader._parseWorkbook(book);
  const strings = part('xl/sharedStrings.xml');
  // With `sharedStrings: 'cache'` this fills the reader's table and yields nothing.
  if (strings) for await (const _ of reader._parseSharedStrings(strings));
  const styles = part('xl/styles.xml');
  if (styles) await reader._parseStyles(styles);

  const first = reader.model?.sheets?.[0];
  const target = reader.workbookRels?.find((rel) => rel.Id === first?.rId)?.Target;
  if (!target) return null;
  const sheet = part(sheetPath(target));
  if (!sheet) return null;
  // The number only names the sheet's reader; the rows come from the stream.
  const sheetNo = /sheet(\d+)\.xml$/.exec(target)?.[1] ?? '1';
  for (const { value } of reader._parseWorksheet(sheet, sheetNo)) return value;
  return null;
}
