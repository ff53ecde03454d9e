import { createHash } from 'node:crypto';
import type { Locale } from '@topup/contracts/locales.ts';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import { idempotencyKeys } from './idempotency.table.ts';

export type StoredReply = { statusCode: number; body: unknown };
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
const KEY_PATTERN = /^[A-Za-z0-9_\-:.]{1,200}$/;

function hashOf(params: unknown): string {
  return createHash('sha256').update(JSON.stringify(params)).digest('hex');
}

export type IdempotentRequest = {
  scope: string;
  key: string | undefined;
  params: unknown;
  locale: Locale;
  /**
   * Staff money writes: the key is required ('IDEMPOTENCY_KEY_REQUIRED'), a key reused with
   * other parameters is a 409 conflict, and refusals are stored in the staff reply shape.
   * Member calls (spec §7) keep the key optional and their own reply shape.
   */
  staff?: boolean;
};

/**
 * Runs `work` once per (scope, key): the first reply (success or refusal) is stored and a
 * repeat gets it back; the same key with other parameters is refused. An unexpected error
 * frees the key so the client may retry.
 */
export async function withIdempotency(
  db: Db,
  request: IdempotentRequest,
  work: () => Promise<StoredReply>,
): Promise<StoredReply> {
  if (request.key === undefined) {
    if (request.staff) throw new DomainError('IDEMPOTENCY_KEY_REQUIRED');
    return work();
  }
  if (!KEY_PATTERN.test(request.key)) throw new DomainError('INVALID_REQUEST');
  const where = and(eq(idempotencyKeys.scope, request.scope), eq(idempotencyKeys.key, request.key));
  const requestHash = hashOf(request.params);
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ scope: request.scope, key: request.key, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (!claimed.length) {
    const [seen] = await db.select().from(idempotencyKeys).where(where);
    if (!seen || seen.requestHash !== requestHash)
      throw new DomainError(request.staff ? 'IDEMPOTENCY_KEY_CONFLICT' : 'IDEMPOTENCY_KEY_REUSED');
    if (seen.statusCode === null) throw new DomainError('IDEMPOTENCY_IN_PROGRESS');
    return { statusCode: seen.statusCode, body: seen.body };
  }
  let reply: StoredReply;
  try {
    reply = await work();
  } catch (error) {
    if (!(error instanceof DomainError)) {
      await db.delete(idempotencyKeys).where(where);
      throw error;
    }
    const message = error.message_in(request.locale);
    reply = { statusCode: error.httpStatus, body: request.staff ? { message } : { status: false, message } };
  }
  await db.update(idempotencyKeys).set({ statusCode: reply.statusCode, body: reply.body }).where(where);
  return reply;
}

/** Keys may be pruned after 24 h (DESIGN §3). */
export async function pruneIdempotencyKeys(db: Db, now: Date): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS)));
}
