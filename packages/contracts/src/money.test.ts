import { describe, expect, it } from 'vitest';
import { amountSenSchema, formatSen, MAX_AMOUNT_SEN, parseAmountSen } from './money.ts';

describe('parseAmountSen', () => {
  it.each([
    ['10', 1000],
    ['10.5', 1050],
    ['10.05', 1005],
    [' 0.01 ', 1],
    [30, 3000],
    [0.1, 10],
    [1234.56, 123456],
  ])('parses %j exactly to %d sen', (input, sen) => {
    expect(parseAmountSen(input)).toBe(sen);
  });

  it.each([
    ['10.001'],
    ['-5'],
    ['1e3'],
    ['abc'],
    [''],
    ['10.'],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [-1],
    [null],
    [{}],
  ])('refuses %j', (input) => {
    expect(parseAmountSen(input)).toBeNull();
  });

  it('refuses amounts above the ceiling', () => {
    expect(parseAmountSen(formatSen(MAX_AMOUNT_SEN))).toBe(MAX_AMOUNT_SEN);
    expect(parseAmountSen('100000000.01')).toBeNull();
  });

  it('round-trips through formatSen', () => {
    for (const sen of [0, 1, 99, 100, 123456, 9_999_999_99]) expect(parseAmountSen(formatSen(sen))).toBe(sen);
    expect(formatSen(-250)).toBe('-2.50');
  });

  it('amountSenSchema refuses zero with the INVALID_AMOUNT code', () => {
    const result = amountSenSchema.safeParse('0');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('INVALID_AMOUNT');
  });
});
