import { createHash, randomBytes } from 'node:crypto';

/** A random secret of 256 bits, URL-safe. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens and session ids are stored only as this digest. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
