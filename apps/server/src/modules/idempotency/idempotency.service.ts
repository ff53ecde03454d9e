import { createHash } from 'node:crypto';
import type { Locale } from '@topup/contracts/locales.ts';
import { and, eq, getTableColumns, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import { idempotencyKeys } from './idempotency.table.ts';

export type StoredReply = { statusCode: number; body: unknown };
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
const KEY_PATTERN = /^[A-Za-z0-9_\-:.]{1,200}$/;

function hashOf(params: unknown): string {
  return createHash('sha256').update(JSON.stringify(params)).digest('hex');
}

/** How long a request holds its key before a retry may take it over, when it created no money row. */
export const IDEMPOTENCY_LEASE_MS = 30_000;

/** The key a running request holds: each money row it creates is recorded on it. */
export type ClaimedKey = {
  /** Run in the database transaction that creates the row, so a crash cannot part them. */
  recordTransaction: (tx: Db, transactionId: number) => Promise<void>;
};

const nothingRecorded = sql`cardinality(${idempotencyKeys.transactionIds}) = 0`;
const leaseExpired = sql<boolean>`${idempotencyKeys.createdAt} < now() - ${sql.raw(String(IDEMPOTENCY_LEASE_MS))} * interval '1 millisecond'`;

export type IdempotentRequest = {
  scope: string;
  key: string | undefined;
  params: unknown;
  locale: Locale;
  /**
   * Staff money writes: the key is required ('IDEMPOTENCY_KEY_REQUIRED'), a key reused with
   * other parameters is a 409 conflict, and refusals are stored in the staff reply shape.
   * Member calls keep the key optional and their own reply shape.
   */
  staff?: boolean;
  /**
   * Given by callers whose work records every money row it creates on the key. A replay while
   * the first request has no reply stored is 'still being processed' during the key's lease;
   * after it (the first request presumably died mid-way) the replay answers `resume` of the
   * rows recorded, or, with none recorded, takes the key over and runs the work. Without
   * `resume` such a replay is 'still being processed' until the key is pruned.
   */
  resume?: (transactionIds: number[]) => Promise<StoredReply>;
};

/**
 * Runs `work` once per (scope, key): the first reply (success or refusal) is stored and a
 * repeat gets it back; the same key with other parameters is refused. An unexpected error
 * frees the key so the client may retry, unless the work had already created a money row.
 */
export async function withIdempotency(
  db: Db,
  request: IdempotentRequest,
  work: (key: ClaimedKey) => Promise<StoredReply>,
): Promise<StoredReply> {
  if (request.key === undefined) {
    if (request.staff) throw new DomainError('IDEMPOTENCY_KEY_REQUIRED');
    return work({ recordTransaction: async () => {} });
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
    const [seen] = await db
      .select({ ...getTableColumns(idempotencyKeys), leaseExpired })
      .from(idempotencyKeys)
      .where(where);
    if (!seen || seen.requestHash !== requestHash)
      throw new DomainError(request.staff ? 'IDEMPOTENCY_KEY_CONFLICT' : 'IDEMPOTENCY_KEY_REUSED');
    if (seen.statusCode !== null) return { statusCode: seen.statusCode, body: seen.body };
    if (!request.resume || !seen.leaseExpired) throw new DomainError('IDEMPOTENCY_IN_PROGRESS');
    if (seen.transactionIds.length) return request.resume(seen.transactionIds);
    if (!(await takeOverExpiredLease(db, where))) throw new DomainError('IDEMPOTENCY_IN_PROGRESS');
  }
  const key: ClaimedKey = {
    recordTransaction: async (tx, transactionId) => {
      await tx
        .update(idempotencyKeys)
        .set({
          transactionIds: sql`array_append(${idempotencyKeys.transactionIds}, ${transactionId}::integer)`,
        })
        .where(where);
    },
  };
  let reply: StoredReply;
  try {
    reply = await work(key);
  } catch (error) {
    if (!(error instanceof DomainError)) {
      await db.delete(idempotencyKeys).where(and(where, nothingRecorded));
      throw error;
    }
    const message = error.message_in(request.locale);
    reply = { statusCode: error.httpStatus, body: request.staff ? { message } : { status: false, message } };
  }
  await db.update(idempotencyKeys).set({ statusCode: reply.statusCode, body: reply.body }).where(where);
  return reply;
}

/**
 * A key still without a reply or a money row, claimed longer ago than the lease, is claimed
 * afresh by this request (one conditional update: of parallel retries, one wins).
 */
async function takeOverExpiredLease(db: Db, where: SQL | undefined): Promise<boolean> {
  const taken = await db
    .update(idempotencyKeys)
    .set({ createdAt: sql`now()` })
    .where(and(where, isNull(idempotencyKeys.statusCode), nothingRecorded, leaseExpired))
    .returning({ key: idempotencyKeys.key });
  return taken.length > 0;
}

/** Keys may be pruned after 24 h. */
export async function pruneIdempotencyKeys(db: Db, now: Date): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS)));
}
