import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { type ExportColumn, exportCell, toXlsx } from './export-file.ts';

const KL = 'Asia/Kuala_Lumpur';
const money = { money: true };
const time = { time: true };

describe('exportCell', () => {
  it('writes money in a CSV as the screen does, from sen or from the API amount text', () => {
    expect(exportCell(money, 123_400, 'csv', KL)).toBe('RM 1,234.00');
    expect(exportCell(money, '1234.5', 'csv', KL)).toBe('RM 1,234.50');
    expect(exportCell(money, '-2.85', 'csv', KL)).toBe('RM -2.85');
    expect(exportCell(money, 0, 'csv', KL)).toBe('RM 0.00');
  });

  it('keeps money a number of ringgit in a workbook, so a spreadsheet sums it', () => {
    expect(exportCell(money, 123_456, 'xlsx', KL)).toBe(1234.56);
    expect(exportCell(money, '-2.85', 'xlsx', KL)).toBe(-2.85);
  });

  it('writes a time in the business time zone with its label, in both formats', () => {
    const at = '2026-11-29T05:45:00.000Z';
    expect(exportCell(time, at, 'csv', KL)).toBe('2026-11-29 13:45:00 MYT');
    expect(exportCell(time, new Date(at), 'xlsx', KL)).toBe('2026-11-29 13:45:00 MYT');
    expect(exportCell(time, at, 'csv', 'UTC')).toBe('2026-11-29 05:45:00 UTC');
  });

  it('leaves empty cells empty and a label in a money or time column as written', () => {
    expect(exportCell(money, null, 'csv', KL)).toBeNull();
    expect(exportCell(time, '', 'csv', KL)).toBeNull();
    expect(exportCell(money, 'Total', 'csv', KL)).toBe('Total');
    expect(exportCell(time, 'Total', 'xlsx', KL)).toBe('Total');
    expect(exportCell({}, 'plain', 'csv', KL)).toBe('plain');
  });
});

describe('toXlsx', () => {
  it('shows money cells as "RM 1,234.00" while they stay numbers', async () => {
    type Row = { amount: number; at: string };
    const columns: ExportColumn<Row>[] = [
      { header: 'Amount', money: true, value: (r) => r.amount },
      { header: 'At', time: true, value: (r) => r.at },
    ];
    const bytes = await toXlsx(columns, [{ amount: 123_400, at: '2026-11-29T05:45:00Z' }], 'test', KL);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    const row = book.worksheets[0]!.getRow(2);
    expect(row.getCell(1).value).toBe(1234);
    expect(row.getCell(1).numFmt).toBe('"RM "#,##0.00;"RM "-#,##0.00');
    expect(row.getCell(2).value).toBe('2026-11-29 13:45:00 MYT');
  });
});
