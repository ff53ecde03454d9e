import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales.ts';
import { formatMessage, MESSAGES, type MessageCode } from './messages.ts';

describe('message catalogue', () => {
  it('has every message in en, bm and cn, with the same placeholders', () => {
    for (const [code, entry] of Object.entries(MESSAGES)) {
      const placeholders = (text: string) => (text.match(/:[a-z_]+/g) ?? []).sort();
      for (const locale of LOCALES) {
        expect(entry[locale], `${code}.${locale}`).toBeTruthy();
        expect(placeholders(entry[locale]), `${code}.${locale} placeholders`).toEqual(placeholders(entry.en));
      }
    }
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(formatMessage('DEPOSIT_MIN', 'en', { amount: '30.00' })).toBe(
      'Deposit amount must be greater than or equal to 30.00.',
    );
    expect(formatMessage('NOT_VERIFIED', 'cn', { deposit_count: 2 })).toBe(
      '存款（2）、提款（:withdrawal_count）未核实。',
    );
  });

  it('keeps the spec wording in English', () => {
    const spec: Partial<Record<MessageCode, string>> = {
      INSUFFICIENT_ROLLOVER: 'Insufficient rollover.',
      PRODUCT_MAINTENANCE: 'Product in maintenance (please try again later).',
      TRANSFER_SAME_ACCOUNT: 'From Member account and To Member account cannot be the same.',
    };
    for (const [code, text] of Object.entries(spec)) expect(MESSAGES[code as MessageCode].en).toBe(text);
  });
});
