import type { FastifyRequest } from 'fastify';

/** The request's Idempotency-Key header (DESIGN §3), if any. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  return Array.isArray(header) ? header[0] : header;
}
