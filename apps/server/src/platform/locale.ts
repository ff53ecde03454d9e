import { type Locale, toLocale } from '@topup/contracts/locales.ts';
import type { FastifyRequest } from 'fastify';

/** The request's language from the spec's `Locale` header (fallback en). */
export function requestLocale(request: FastifyRequest): Locale {
  const header = request.headers.locale;
  return toLocale(Array.isArray(header) ? header[0] : header);
}
