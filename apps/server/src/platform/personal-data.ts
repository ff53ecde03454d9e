import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can } from './staff-auth.ts';

/**
 * Members' personal data is shown in full only to operators with `members.pii`; everyone else
 * gets it masked, decided here on the server so the clear value never reaches their browser.
 * Phone: the first 4 and last 2 characters kept (`0123****89`); bank account number: the last 4
 * kept (`******7890`); date of birth: the year kept (`1990-**-**`).
 */
export type PersonalDataKind = 'phone' | 'account_number' | 'date_of_birth';

const keep = (value: string, head: number, tail: number) =>
  value.length <= head + tail
    ? '*'.repeat(Math.max(0, value.length - tail)) + value.slice(Math.max(0, value.length - tail))
    : value.slice(0, head) + '*'.repeat(value.length - head - tail) + value.slice(value.length - tail);

export const MASKS: Record<PersonalDataKind, (value: string) => string> = {
  phone: (value) => keep(value, 4, 2),
  account_number: (value) => keep(value, 0, 4),
  date_of_birth: (value) => value.slice(0, 4) + value.slice(4).replace(/\d/g, '*'),
};

/**
 * The reply fields that hold a member's personal data, by name, in every staff reply and export.
 * A route whose reply uses a name differently declares it in `config.personalData` (`null`: not
 * a member's data there, e.g. the company's own bank account on a statement line).
 */
const PERSONAL_FIELDS: Readonly<Record<string, PersonalDataKind>> = {
  phone: 'phone',
  member_phone: 'phone',
  date_of_birth: 'date_of_birth',
  bank_account_number: 'account_number',
};

export type PersonalDataFields = Readonly<Record<string, PersonalDataKind | null>>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reply fields of this route that differ from the usual personal-data names (see PERSONAL_FIELDS). */
    personalData?: PersonalDataFields;
  }
}

function maskValue(value: unknown, fields: PersonalDataFields): unknown {
  if (Array.isArray(value)) return value.map((item) => maskValue(item, fields));
  if (value === null || typeof value !== 'object' || value instanceof Date || Buffer.isBuffer(value))
    return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const kind = Object.hasOwn(fields, key) ? fields[key] : undefined;
    out[key] = kind && typeof item === 'string' && item !== '' ? MASKS[kind](item) : maskValue(item, fields);
  }
  return out;
}

/**
 * The request's view of a reply: unchanged for an operator holding `members.pii` (and for
 * member-site and public routes, which carry no other member's data), or a copy with every
 * personal-data field masked.
 */
const seesInFull = (request: FastifyRequest) => !request.staff || can(request.staff, 'members.pii');

export function maskForRequest<T>(request: FastifyRequest, value: T): T {
  if (seesInFull(request)) return value;
  const fields = { ...PERSONAL_FIELDS, ...request.routeOptions.config?.personalData };
  return maskValue(value, fields) as T;
}

/** For a value inside a text (a picker's label): the value as this request may see it. */
export function personalValue(request: FastifyRequest): (kind: PersonalDataKind, value: string) => string {
  return seesInFull(request) ? (_kind, value) => value : (kind, value) => MASKS[kind](value);
}

/** Masks every staff JSON reply for an operator without `members.pii` (exports: `replyExport`). */
export function registerPersonalDataMask(app: FastifyInstance) {
  app.addHook('preSerialization', async (request, _reply, payload) => maskForRequest(request, payload));
}
