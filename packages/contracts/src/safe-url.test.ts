import { describe, expect, it } from 'vitest';
import { httpsUrl, optionalReceipt } from './safe-url.ts';

describe('httpsUrl', () => {
  it('accepts https and refuses every other scheme', () => {
    expect(httpsUrl.safeParse('https://t.me/topup').success).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'http://x.example',
      'data:text/html,x',
      '//x.example',
      'https://x.example/\u0000',
      'not a url',
    ])
      expect(httpsUrl.safeParse(bad).success, bad).toBe(false);
  });

  it('a receipt is an uploaded file, an https address or nothing', () => {
    for (const good of ['/api/staff/money/receipts/12', 'https://files.example/r.pdf', '', null, undefined])
      expect(optionalReceipt.safeParse(good).success, String(good)).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      '/api/staff/money/receipts/12/../x',
      'r.jpg',
      'http://x.example',
    ])
      expect(optionalReceipt.safeParse(bad).success, bad).toBe(false);
  });
});
