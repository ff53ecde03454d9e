import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

const columns = [{ header: 'Value', value: (row: { v: string | number }) => row.v }];
const lines = (rows: { v: string | number }[]) =>
  toCsv(columns, rows)
    .replace(/^\uFEFF/, '')
    .split('\r\n');

describe('toCsv', () => {
  it('neutralises cells a spreadsheet would run as a formula', () => {
    expect(lines([{ v: '=1+1' }, { v: '+60123' }, { v: '-2+3' }, { v: '@SUM(A1)' }])).toEqual([
      'Value',
      "'=1+1",
      "'+60123",
      "'-2+3",
      "'@SUM(A1)",
      '',
    ]);
  });

  it('keeps negative amounts numbers, and quotes commas and quotes', () => {
    expect(lines([{ v: '-2.85' }, { v: -3 }, { v: 'a, "b"' }])).toEqual([
      'Value',
      '-2.85',
      '-3',
      '"a, ""b"""',
      '',
    ]);
  });
});
