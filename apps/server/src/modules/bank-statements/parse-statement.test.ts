import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS_TIME_ZONE } from '../../platform/business-time.ts';
import { readTableFile } from '../member-import/read-table-file.ts';
import { parseStatement, parseStatementAmount, parseStatementDate } from './parse-statement.ts';
import { checkRunningBalance } from './running-balance.ts';
import { detectLayout } from './statement-layouts.ts';

const KL = DEFAULT_BUSINESS_TIME_ZONE;

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), 'fixtures');
const fixture = (name: string) => readTableFile(name, readFileSync(join(FIXTURES, name)));

describe('bank statement parsing', () => {
  it('reads statement amounts exactly, with their sign', () => {
    expect(parseStatementAmount('1,000.00')).toBe(100_000);
    expect(parseStatementAmount('-800.00')).toBe(-80_000);
    expect(parseStatementAmount('(800.00)')).toBe(-80_000);
    expect(parseStatementAmount('800.00 DR')).toBe(-80_000);
    expect(parseStatementAmount('RM 30.5')).toBe(3050);
    expect(parseStatementAmount('abc')).toBeNull();
    expect(parseStatementAmount('1.234')).toBeNull();
  });

  it('reads dates as Malaysia time, with or without a time, and refuses impossible ones', () => {
    expect(parseStatementDate('20/11/2026', 'dmy', KL)).toEqual({
      at: new Date('2026-11-19T16:00:00.000Z'),
      hasTime: false,
    });
    expect(parseStatementDate('20-11-2026 09:23', 'dmy', KL)).toEqual({
      at: new Date('2026-11-20T01:23:00.000Z'),
      hasTime: true,
    });
    expect(parseStatementDate('2026-11-20 9:05 pm', 'dmy', KL)?.at).toEqual(
      new Date('2026-11-20T13:05:00.000Z'),
    );
    expect(parseStatementDate('32/13/2026', 'dmy', KL)).toBeNull();
    expect(parseStatementDate('20/11/2026 25:00', 'dmy', KL)).toBeNull();
  });

  it('recognises both fixture layouts by their headers and not an unknown one', async () => {
    expect(detectLayout((await fixture('bank-maybank-style.csv')).headers)?.id).toBe('signed-amount');
    expect(detectLayout((await fixture('bank-hongleong-style.csv')).headers)?.id).toBe('deposit-withdrawal');
    expect(detectLayout(['Tarikh', 'Butiran', 'Jumlah'])).toBeNull();
  });

  it('parses the Maybank-style fixture: signed amounts, date only, balance chain intact', async () => {
    const file = await fixture('bank-maybank-style.csv');
    const { lines, errors } = parseStatement(file, detectLayout(file.headers)!.mapping, KL);
    expect(errors).toEqual([]);
    expect(lines).toHaveLength(40);
    expect(lines[0]).toMatchObject({
      depositSen: 3000,
      withdrawSen: 0,
      balanceSen: 1_503_000,
      hasTime: false,
    });
    expect(lines[5]).toMatchObject({ depositSen: 0, withdrawSen: 80_000 });
    expect(checkRunningBalance(lines, null).warnings).toEqual([]);
  });

  it('parses the Hong Leong-style fixture: separate columns, date with time, balance chain intact', async () => {
    const file = await fixture('bank-hongleong-style.csv');
    const { lines, errors } = parseStatement(file, detectLayout(file.headers)!.mapping, KL);
    expect(errors).toEqual([]);
    expect(lines).toHaveLength(40);
    expect(lines[9]).toMatchObject({
      description: 'INSTANT TRF TO 3rd PARTY',
      withdrawSen: 15_000,
      depositSen: 0,
    });
    expect(lines[0]!.hasTime).toBe(true);
    expect(checkRunningBalance(lines, null).warnings).toEqual([]);
  });

  it('reports every bad row of the malformed fixture', async () => {
    const file = await fixture('bank-malformed.csv');
    const { lines, errors } = parseStatement(file, detectLayout(file.headers)!.mapping, KL);
    expect(lines).toHaveLength(0);
    expect(errors.map((e) => `${e.row}:${e.field}:${e.code}`)).toEqual([
      '2:amount:IMPORT_INVALID_FORMAT',
      '3:date:IMPORT_INVALID_FORMAT',
      '3:description:IMPORT_MISSING_CONTENT',
      '3:balance:IMPORT_MISSING_CONTENT',
      '4:amount:IMPORT_MISSING_CONTENT',
    ]);
  });

  it('finds a gap (a missing line) and an extra copy (the same line twice) in the running balance', async () => {
    const file = await fixture('bank-hongleong-style.csv');
    const { lines } = parseStatement(file, detectLayout(file.headers)!.mapping, KL);
    const gapped = [...lines.slice(0, 3), ...lines.slice(4)];
    expect(checkRunningBalance(gapped, null).warnings).toEqual([
      { kind: 'gap', row: 6, expected_balance_sen: 825_000, balance_sen: 830_000 },
    ]);
    const doubled = [...lines.slice(0, 3), { ...lines[2]!, row: 99 }, ...lines.slice(3)];
    const checked = checkRunningBalance(doubled, null);
    expect(checked.warnings).toEqual([{ kind: 'duplicate', row: 99, duplicate_of_row: 4 }]);
    expect([...checked.extraCopies]).toEqual([99]);
    expect(checkRunningBalance(lines, 100).warnings[0]).toMatchObject({ kind: 'gap', row: 2 });
  });
});
