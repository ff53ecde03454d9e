import { formatMessage, isMessageCode, type MessageCode } from '@topup/contracts/messages.ts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { sqlState } from './db/transaction.ts';
import { DomainError } from './errors.ts';
import { requestLocale } from './locale.ts';

// The matched route's own url, not the raw address (which may spell the path oddly).
const isStaffRoute = (request: FastifyRequest) =>
  (request.routeOptions.url ?? request.url).startsWith('/api/staff/');

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  message: string,
  errors?: Record<string, string[]>,
) {
  if (isStaffRoute(request)) return reply.status(status).send(errors ? { message, errors } : { message });
  return reply.status(status).send({ status: false, message });
}

/** SQLSTATE class 22: data exception (numeric out of range, invalid datetime, bad character, ...). */
const isDataException = (error: unknown) => sqlState(error)?.startsWith('22') ?? false;

/**
 * One place that turns errors into replies: domain errors and validation errors become 4xx
 * with a message in the request's language; anything else is logged with the request id
 * and answered with a generic 500 naming that id (never a stack or SQL).
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const locale = requestLocale(request);
    if (error instanceof DomainError) {
      const fields = error.fields
        ? Object.fromEntries(
            Object.entries(error.fields).map(([f, code]) => [f, [formatMessage(code, locale)]]),
          )
        : undefined;
      // Busy: the client may try again shortly (the embedded database's queue is full).
      if (error.httpStatus === 503) reply.header('retry-after', '2');
      return send(request, reply, error.httpStatus, error.message_in(locale), fields);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      let first: MessageCode = 'INVALID_REQUEST';
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
        const code: MessageCode = isMessageCode(issue.message) ? issue.message : 'INVALID_REQUEST';
        if (first === 'INVALID_REQUEST') first = code;
        const text = isMessageCode(issue.message)
          ? formatMessage(code, locale)
          : (issue.message ?? 'Invalid value.');
        errors[field] = [...(errors[field] ?? []), text];
      }
      return send(request, reply, 422, formatMessage(first, locale), errors);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return send(request, reply, 429, formatMessage('TOO_MANY_REQUESTS', locale));
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, body too large, ...: the client's fault.
      return send(request, reply, status, formatMessage('INVALID_REQUEST', locale));
    }
    if (isDataException(error)) {
      // A value the database cannot take (out of range, bad date, bad character) that slipped
      // past validation: the input's fault, and the transaction it broke has rolled back.
      request.log.warn({ err: error }, 'data exception answered as a bad request');
      return send(request, reply, 400, formatMessage('INVALID_REQUEST', locale));
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(request, reply, 500, formatMessage('INTERNAL_ERROR', locale, { id: request.id }));
  });
}
