import type { Permission } from '@topup/contracts/permissions.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../../platform/db/client.ts';
import { requestLocale } from '../../platform/locale.ts';
import { staffOf } from '../../platform/staff-auth.ts';
import { type ClaimedKey, type StoredReply, withIdempotency } from './idempotency.service.ts';
import { idempotencyKeyOf } from './idempotency-key.ts';

export function sendReply(reply: FastifyReply, stored: StoredReply) {
  return reply.status(stored.statusCode).send(stored.body);
}

/**
 * What a replay answers, once the key's lease is over, from the money rows its first request
 * recorded on the key (that request has no reply stored: it presumably died mid-way).
 */
export type ResumeReply = (request: FastifyRequest, transactionIds: number[]) => Promise<StoredReply>;

/**
 * A staff write that creates or moves money runs once per Idempotency-Key of the operator and
 * route: the key is required, a replay answers the first reply (success or refusal), the same
 * key with another body is a 409. With `resume` (the work records each money row it creates on
 * the key), a replay of a request that died mid-way answers those rows as they stand, or, when
 * it created none, runs again once the key's lease has run out.
 */
export async function idempotentStaffWrite(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  work: (key: ClaimedKey) => Promise<StoredReply>,
  resume?: ResumeReply,
) {
  const stored = await withIdempotency(
    db,
    {
      scope: `operator:${staffOf(request).operatorId}:${request.routeOptions.url}`,
      key: idempotencyKeyOf(request),
      params: request.body,
      locale: requestLocale(request),
      staff: true,
      resume: resume && ((ids) => resume(request, ids)),
    },
    work,
  );
  return sendReply(reply, stored);
}

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * Registers a staff POST that creates or moves money: its body schema and permission, and the
 * work run once per Idempotency-Key (`idempotentStaffWrite`). One shape for every such route.
 */
export function postStaffMoney<Body extends z.ZodType>(
  app: ZodApp,
  db: Db,
  url: string,
  options: {
    permission: Permission;
    body: Body;
    /** The success replies' schemas by status (the serializer encodes the reply with them). */
    response: Record<number, z.ZodType>;
    resume?: ResumeReply;
  },
  work: (request: FastifyRequest, body: z.output<Body>, key: ClaimedKey) => Promise<StoredReply>,
) {
  app.post(
    url,
    {
      schema: { body: options.body, response: options.response },
      config: { permission: options.permission },
    },
    async (request, reply) =>
      idempotentStaffWrite(
        db,
        request,
        reply,
        (key) => work(request, request.body as z.output<Body>, key),
        options.resume,
      ),
  );
}
