// Amount parsing and formatting without zod, so the member bundle can use them (money.ts re-exports them).

/** Largest amount any API accepts: RM 100,000,000.00. Anything above is a typo or an attack. */
export const MAX_AMOUNT_SEN = 10_000_000_000;

const DECIMAL = /^(\d{1,12})(?:\.(\d{1,2}))?$/;

/**
 * Parses a ringgit amount given as a decimal string or number with at most 2 decimals into
 * integer sen, exactly (no float arithmetic). Returns null for anything else.
 */
export function parseAmountSen(input: unknown): number | null {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return null;
    text = String(input);
  } else if (typeof input === 'string') {
    text = input.trim();
  } else {
    return null;
  }
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const sen = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return sen <= MAX_AMOUNT_SEN ? sen : null;
}

/** 12345 -> "123.45" */
export function formatSen(sen: number): string {
  const sign = sen < 0 ? '-' : '';
  const abs = Math.abs(sen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
