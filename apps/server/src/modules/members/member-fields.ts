import { randomBytes } from 'node:crypto';

/** Server-side member field helpers; the field rules themselves are in contracts (member-fields.ts). */

const REFER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A fresh refer code (8 characters, no look-alikes); the unique index is the final judge. */
export function newReferCode(): string {
  const bytes = randomBytes(8);
  let code = '';
  for (const byte of bytes) code += REFER_ALPHABET[byte % REFER_ALPHABET.length];
  return code;
}

/** Blank text becomes null so that optional columns stay empty rather than ''. */
export function blankToNull(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text ? text : null;
}
