import { describe, expect, it } from 'vitest';
import { normalizeBankAccount, normalizeDate, normalizePhone, normalizeReferCode } from './member-fields.ts';

describe('member field rules (form and import)', () => {
  it('stores Malaysian mobiles as digits with the 60 prefix, however they are typed', () => {
    expect(normalizePhone('60123456789')).toBe('60123456789');
    expect(normalizePhone('+60 12-345 6789')).toBe('60123456789');
    expect(normalizePhone('012-345 6789')).toBe('60123456789');
    expect(normalizePhone('123456789')).toBe('60123456789');
    expect(normalizePhone('not-a-phone')).toBeNull();
    expect(normalizePhone('6012')).toBeNull();
    expect(normalizePhone('44123456789')).toBeNull();
  });

  it('accepts real calendar days as yyyy-mm-dd or dd/mm/yyyy', () => {
    expect(normalizeDate('1990-02-03')).toBe('1990-02-03');
    expect(normalizeDate('3/2/1990')).toBe('1990-02-03');
    expect(normalizeDate('1990-13-40')).toBeNull();
    expect(normalizeDate('2023-02-29')).toBeNull();
    expect(normalizeDate('1800-01-01')).toBeNull();
  });

  it('keeps bank account digits and upper-cases refer codes', () => {
    expect(normalizeBankAccount('5140 1122-3344')).toBe('514011223344');
    expect(normalizeBankAccount('123')).toBeNull();
    expect(normalizeBankAccount('12a456')).toBeNull();
    expect(normalizeReferCode('demo01')).toBe('DEMO01');
    expect(normalizeReferCode('no spaces')).toBeNull();
  });
});
