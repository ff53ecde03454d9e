import { z } from 'zod';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from '../list-page.ts';

/**
 * The building blocks of every staff route's schemas. A route's reply schema is what the
 * server's serializer encodes (`safeEncode`) and what the back-office reads: the staff SPA
 * takes the wire type with `z.input<typeof schema>` (exported next to each schema as `...Wire`
 * or a plain type name), never a hand-written copy.
 */

/**
 * A moment on the wire: an ISO 8601 string. The server may hand a `Date` (a Drizzle timestamp)
 * or a string it already formatted; both are sent as a string.
 */
export const dateTime = z.codec(z.string(), z.union([z.date(), z.string()]), {
  decode: (text) => text,
  encode: (value) => (typeof value === 'string' ? value : value.toISOString()),
});

/** A business day, YYYY-MM-DD. */
export const businessDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A business day that is on the calendar (not 2026-02-31); anything else answers INVALID_REQUEST. */
export const calendarDay = businessDay.refine((day) => {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
}, 'INVALID_REQUEST');

/** An amount of money as the staff API shows it: ringgit with two decimals, e.g. "1250.00". */
export const moneyText = z.string();

/** A database id in a path or a body. */
export const recordId = z.coerce.number().int().positive().max(2_147_483_647);
export const idParams = z.object({ id: recordId });

/** The paging block of every staff list (see list-page.ts for the query it answers). */
export const listMetaSchema = z.object({
  first: z.number().int(),
  last: z.number().int(),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  estimated: z.boolean().optional(),
});

/** One page of a staff list: `{ data: rows, meta }`. */
export function listPageSchema<Row extends z.ZodType>(row: Row) {
  return z.object({ data: z.array(row), meta: listMetaSchema });
}

/** The reply of most reads and writes: `{ data }`, with the spec's message on writes. */
export function dataReply<Data extends z.ZodType>(data: Data) {
  return z.object({ data, message: z.string().optional() });
}

/** A write that answers only the spec's message. */
export const messageReply = z.object({ message: z.string(), data: z.null().optional() });

/**
 * The query every staff list takes; a route extends it with its own filters
 * (`listQuerySchema.extend({ status: z.enum([...]).optional() })`). `format` asks for an export
 * of the whole filter instead of a page.
 */
export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
  sort: z
    .string()
    .regex(/^-?[a-z_]{1,40}$/)
    .optional(),
  q: z.string().trim().max(100).optional(),
  from: calendarDay.optional(),
  to: calendarDay.optional(),
  format: z.enum(['json', 'csv', 'xlsx']).default('json'),
});
/** A yes/no list filter as the address carries it ('1' or '0'). */
export const listFlag = z.enum(['0', '1']).transform((v) => v === '1');

/** The list query as read (defaults applied). */
export type ListParams = z.output<typeof listQuerySchema>;

/**
 * A reply that is a file or a stream, not JSON (a receipt image, a CSV template, the live event
 * stream): declared by its content types so the API document lists it; never serialised.
 */
export function fileReply(description: string, contentTypes: readonly string[]) {
  const bytes = z.custom<string | Uint8Array>(
    (value) => typeof value === 'string' || value instanceof Uint8Array,
  );
  const body = { schema: bytes.meta({ type: 'string', format: 'binary' }) };
  return { description, content: Object.fromEntries(contentTypes.map((type) => [type, body])) };
}
