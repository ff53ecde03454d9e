import { createHash, randomFillSync } from 'node:crypto';

const SECRET_BYTES = 32;
/** Secrets drawn from one buffer of the system's CSPRNG, refilled every 128 secrets. */
const POOL_SECRETS = 128;
const pool = Buffer.alloc(SECRET_BYTES * POOL_SECRETS);
let offset = pool.length;

/**
 * A random secret of 256 bits, URL-safe. The bytes come from crypto's CSPRNG like
 * `randomBytes(32)`, drawn 4 KiB at a time (as Node's own randomUUID does): one call into the
 * CSPRNG per 128 secrets instead of one per secret (the XSRF cookie minted for every
 * cookieless request spent ~8 % of a cached `/api/auth`'s CPU there). Each byte is handed out
 * once and overwritten with zeros as it leaves the pool.
 */
export function newSecret(): string {
  if (offset === pool.length) {
    randomFillSync(pool);
    offset = 0;
  }
  const secret = pool.toString('base64url', offset, offset + SECRET_BYTES);
  pool.fill(0, offset, offset + SECRET_BYTES);
  offset += SECRET_BYTES;
  return secret;
}

/** Tokens and session ids are stored only as this digest. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
