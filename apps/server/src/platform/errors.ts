import type { Locale } from '@topup/contracts/locales.ts';
import {
  formatMessage,
  type MessageCode,
  type MessageParams,
  messageStatus,
} from '@topup/contracts/messages.ts';

/**
 * A rule the request broke. Services throw it; the error handler answers with the message
 * in the request's language: `{ status: false, message }` on member calls,
 * `{ message, errors? }` on staff calls.
 */
export class DomainError extends Error {
  readonly code: MessageCode;
  readonly params: MessageParams;
  readonly httpStatus: number;
  /** Field-level messages for staff forms: field name -> message codes. */
  readonly fields: Record<string, MessageCode> | undefined;

  constructor(
    code: MessageCode,
    params: MessageParams = {},
    options: { status?: number; fields?: Record<string, MessageCode> } = {},
  ) {
    super(code);
    this.name = 'DomainError';
    this.code = code;
    this.params = params;
    this.httpStatus = options.status ?? messageStatus(code);
    this.fields = options.fields;
  }

  message_in(locale: Locale): string {
    return formatMessage(this.code, locale, this.params);
  }
}

/** A broken invariant: a bug, never a user error. */
export function assert(condition: unknown, what: string): asserts condition {
  if (!condition) throw new Error(`Invariant failed: ${what}`);
}
