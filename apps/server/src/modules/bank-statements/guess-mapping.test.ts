import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS_TIME_ZONE } from '../../platform/business-time.ts';
import { readTableFile } from '../member-import/read-table-file.ts';
import { guessMapping } from './guess-mapping.ts';
import { parseStatement, parseStatementAmount, parseStatementDate } from './parse-statement.ts';
import { checkRunningBalance } from './running-balance.ts';
import { detectLayout } from './statement-layouts.ts';

const KL = DEFAULT_BUSINESS_TIME_ZONE;

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), 'fixtures');
const fixture = (name: string) => readTableFile(name, readFileSync(join(FIXTURES, name)));

describe('statement column mapping guessed from header names', () => {
  it('maps Malay headers: tarikh, keterangan, rujukan, kredit, debit, baki', () => {
    expect(
      guessMapping(['Tarikh', 'Keterangan', 'No. Rujukan', 'Debit (RM)', 'Kredit (RM)', 'Baki (RM)']),
    ).toEqual({
      date: 'Tarikh',
      description: 'Keterangan',
      reference: 'No. Rujukan',
      withdrawal: 'Debit (RM)',
      deposit: 'Kredit (RM)',
      balance: 'Baki (RM)',
      date_order: 'dmy',
    });
  });

  it('maps English headers and prefers the entry date over the value date', () => {
    expect(
      guessMapping(['Value Date', 'Entry Date', 'Particulars', 'Reference', 'Amount', 'Running Balance']),
    ).toEqual({
      date: 'Entry Date',
      description: 'Particulars',
      reference: 'Reference',
      amount: 'Amount',
      balance: 'Running Balance',
      date_order: 'dmy',
    });
    expect(guessMapping(['Date', 'Time', 'Description', 'Withdrawal', 'Deposit'])).toMatchObject({
      date: 'Date',
      time: 'Time',
      withdrawal: 'Withdrawal',
      deposit: 'Deposit',
    });
  });

  it('gives up when no date, description or amount column can be found', () => {
    expect(guessMapping(['Tarikh', 'Jumlah'])).toBeNull();
    expect(guessMapping(['Name', 'Phone', 'Bank'])).toBeNull();
    expect(guessMapping(['Date', 'Description', 'Remarks'])).toBeNull();
  });

  it('reads amounts with thousands separators and currency marks, and month names in English and Malay', () => {
    expect(parseStatementAmount('RM1,234,567.89')).toBe(123_456_789);
    expect(parseStatementAmount('MYR 2,500.00')).toBe(250_000);
    expect(parseStatementAmount('2,500.00 RM')).toBe(250_000);
    expect(parseStatementAmount('1,000.00 CR')).toBe(100_000);
    expect(parseStatementDate('20 Nov 2026', 'mdy', KL)?.at).toEqual(new Date('2026-11-19T16:00:00.000Z'));
    expect(parseStatementDate('5-Ogo-2026 10:00', 'dmy', KL)?.at).toEqual(
      new Date('2026-08-05T02:00:00.000Z'),
    );
    expect(parseStatementDate('1 Mei 2026', 'dmy', KL)?.at).toEqual(new Date('2026-04-30T16:00:00.000Z'));
    expect(parseStatementDate('1 Foo 2026', 'dmy', KL)).toBeNull();
  });
});

describe('exports of the largest Malaysian banks are recognised out of the box', () => {
  const cases = [
    ['bank-maybank-style.csv', 'signed-amount'],
    ['bank-hongleong-style.csv', 'deposit-withdrawal'],
    ['bank-cimb-style.csv', 'cimb'],
    ['bank-public-bank-style.csv', 'public-bank'],
    ['bank-rhb-style.csv', 'rhb'],
    ['bank-ambank-style.csv', 'ambank'],
    ['bank-islam-style.csv', 'bank-islam'],
  ] as const;

  it.each(cases)('%s is the %s layout and the guess agrees with it', async (name, id) => {
    const file = await fixture(name);
    const layout = detectLayout(file.headers);
    expect(layout?.id).toBe(id);
    const guess = guessMapping(file.headers);
    for (const field of ['date', 'description', 'deposit', 'withdrawal', 'amount', 'balance'] as const)
      expect(guess?.[field], field).toBe(layout!.mapping[field]);
  });

  it('parses each new layout: references kept with the description, amounts exact, balance chain intact', async () => {
    const expected = {
      'bank-cimb-style.csv': [120_000, 0, 'DUITNOW TRANSFER ALI BIN ABU REF207352'],
      'bank-public-bank-style.csv': [3000, 0, 'TRANSFER FROM TAN WEI MING'],
      'bank-rhb-style.csv': [250_000, 0, 'INSTANT TRANSFER LIM KAH SENG RHB0001'],
      'bank-ambank-style.csv': [5000, 0, 'DUITNOW CR NG MEI LING AM001'],
      'bank-islam-style.csv': [100_000, 0, 'PINDAHAN DANA AHMAD FAIZAL BIMB01'],
    } as const;
    for (const [name, [depositSen, withdrawSen, description]] of Object.entries(expected)) {
      const file = await fixture(name);
      const { lines, errors } = parseStatement(file, detectLayout(file.headers)!.mapping, KL);
      expect(errors, name).toEqual([]);
      expect(lines[0], name).toMatchObject({ depositSen, withdrawSen, description });
      expect(lines[1]!.withdrawSen, name).toBeGreaterThan(0);
      expect(checkRunningBalance(lines, null).warnings, name).toEqual([]);
    }
  });
});
