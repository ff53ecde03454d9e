import type { FastifyRequest } from 'fastify';

/** The request's Idempotency-Key header, if any. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  return Array.isArray(header) ? header[0] : header;
}
