import { describe, expect, it } from 'vitest';
import { formatRM, labelledDateTime, signedAmountSen, zoneLabel } from './display-format.ts';

describe('formatRM', () => {
  it.each([
    [0, 'RM 0.00'],
    [5, 'RM 0.05'],
    [123_400, 'RM 1,234.00'],
    [123_456_789, 'RM 1,234,567.89'],
    [-285, 'RM -2.85'],
  ])('%d sen -> %s', (sen, text) => {
    expect(formatRM(sen)).toBe(text);
  });
});

describe('signedAmountSen', () => {
  it('reads the API amount text, signed', () => {
    expect(signedAmountSen('1234.5')).toBe(123_450);
    expect(signedAmountSen('-2.85')).toBe(-285);
    expect(signedAmountSen('10')).toBe(1000);
  });
  it('refuses what is not an amount', () => {
    for (const text of ['', 'RM 1', '1,000', '1.234', 'Total']) expect(signedAmountSen(text)).toBeNull();
  });
});

describe('labelledDateTime', () => {
  it('writes an instant in the given zone and names the zone', () => {
    expect(labelledDateTime('2026-11-29T16:30:00Z', 'Asia/Kuala_Lumpur')).toBe('2026-11-30 00:30:00 MYT');
    expect(zoneLabel('Asia/Bangkok')).toBe('GMT+7');
  });
});
