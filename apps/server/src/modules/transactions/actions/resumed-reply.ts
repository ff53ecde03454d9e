import { formatMessage } from '@topup/contracts/messages.ts';
import { asc, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../platform/db/client.ts';
import type { DomainError } from '../../../platform/errors.ts';
import { requestLocale } from '../../../platform/locale.ts';
import type { StoredReply } from '../../idempotency/idempotency.service.ts';
import type { ResumeReply } from '../../idempotency/staff-write.ts';
import { transactionJson } from '../lists/transaction-json.ts';
import { type Transaction, transactions } from '../transactions.table.ts';
import { approveFailure, moveRefusal } from './move-refusal.ts';

/** The rows a request recorded on its idempotency key, oldest first. */
function transactionsByIds(db: Db, ids: number[]): Promise<Transaction[]> {
  return db.select().from(transactions).where(inArray(transactions.id, ids)).orderBy(asc(transactions.id));
}

/**
 * A staff write's `resume` (see `postStaffMoney`) from its rows as they stand now, in the shape
 * `reply` gives them.
 */
export function resumeFromRows(
  db: Db,
  reply: (request: FastifyRequest, rows: Transaction[]) => StoredReply = transactionStateReply,
): ResumeReply {
  return async (request, ids) => reply(request, await transactionsByIds(db, ids));
}

/** What a failed row's request was told: the provider's recorded refusal, else what failed by type. */
export function rowRefusal(t: Transaction): DomainError {
  const failure =
    t.type === 'transfer' ? 'UNABLE_TO_TRANSFER' : approveFailure({ transaction: t, outcome: 'failed' });
  return moveRefusal({ transaction: t, outcome: 'failed' }, failure);
}

/**
 * What a replay of a one-row staff write answers while its first request has no reply stored
 * (it may have died mid-way): the row as it stands now, in the shape of the first reply: 200
 * when done or waiting for staff, 202 while at the provider, the refusal when it failed.
 */
export function transactionStateReply(request: FastifyRequest, rows: Transaction[]): StoredReply {
  const t = rows[0]!;
  if (t.status === 'failed') {
    const refusal = rowRefusal(t);
    return { statusCode: refusal.httpStatus, body: { message: refusal.message_in(requestLocale(request)) } };
  }
  const processing = t.status === 'processing';
  return {
    statusCode: processing ? 202 : 200,
    body: {
      message: formatMessage(processing ? 'TRANSACTION_PROCESSING' : 'ACTION_DONE', requestLocale(request)),
      data: transactionJson(t),
    },
  };
}
