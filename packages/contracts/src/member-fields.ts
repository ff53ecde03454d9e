/**
 * Field rules shared by the member form and the member import, so a member that can be typed
 * in can be imported and the other way round; the staff member body (api/members.ts) applies them.
 */

const MOBILE = /^60\d{8,11}$/;

/**
 * A Malaysian mobile number as stored: digits with the 60 prefix (+60). Accepts what
 * staff paste: spaces, dashes, a leading + or a local 0. Returns null when it is not a number.
 */
export function normalizePhone(input: string): string | null {
  const compact = input.trim().replace(/[\s\-()]/g, '');
  if (!/^\+?\d+$/.test(compact)) return null;
  let digits = compact.replace(/^\+/, '');
  if (digits.startsWith('0')) digits = `6${digits}`;
  else if (digits.startsWith('1')) digits = `60${digits}`;
  return MOBILE.test(digits) ? digits : null;
}

/** 'YYYY-MM-DD' (or dd/mm/yyyy from a spreadsheet) of a real calendar day, as 'YYYY-MM-DD'. */
export function normalizeDate(input: string): string | null {
  const text = input.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const dmy = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(text);
  const parts = iso ? [iso[1], iso[2], iso[3]] : dmy ? [dmy[3], dmy[2], dmy[1]] : null;
  if (!parts) return null;
  const [y, m, d] = parts.map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  if (y < 1900) return null;
  return date.toISOString().slice(0, 10);
}

/** A bank account number: digits only (spaces and dashes as typed are dropped), 5 to 20 long. */
export function normalizeBankAccount(input: string): string | null {
  const digits = input.trim().replace(/[\s-]/g, '');
  return /^\d{5,20}$/.test(digits) ? digits : null;
}

const REFER_CODE = /^[A-Za-z0-9]{3,20}$/;

export function normalizeReferCode(input: string): string | null {
  const text = input.trim();
  return REFER_CODE.test(text) ? text.toUpperCase() : null;
}

/** Whether a value is (as far as can be told) one the personal-data masks made. */
export const isMasked = (value: string) => value.includes('*');
