import { DEFAULT_PER_PAGE, type ListPage, MAX_PER_PAGE } from '@topup/contracts/list-page.ts';
import { type AnyColumn, and, asc, desc, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { businessDayStart, businessRange } from './business-time.ts';
import { type CsvColumn, toCsv } from './csv.ts';

/** An export holds the whole current filter, up to this many rows. */
export const CSV_MAX_ROWS = 50_000;

const day = z.string().refine((value) => businessDayStart(value) !== null, 'INVALID_REQUEST');

/**
 * Query parameters every staff list accepts. Extend it with the list's own filters:
 * `listQuerySchema.extend({ status: z.enum([...]).optional() })`.
 */
export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
  sort: z
    .string()
    .regex(/^-?[a-z_]{1,40}$/)
    .optional(),
  q: z.string().trim().max(100).optional(),
  from: day.optional(),
  to: day.optional(),
  format: z.enum(['json', 'csv']).default('json'),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** What a list allows: sort keys (API names) to columns, searched columns, the date column. */
export type ListSpec = {
  sortable: Record<string, AnyColumn | SQL>;
  /** `field` or `-field`, a key of `sortable`. */
  defaultSort: string;
  /** Unique column appended to every sort so pages never overlap. */
  tiebreak: AnyColumn;
  searchable?: (AnyColumn | SQL)[];
  dateColumn?: AnyColumn | SQL;
};

export type ListFetch<T> = {
  rows: (window: { where: SQL | undefined; orderBy: SQL[]; limit: number; offset: number }) => Promise<T[]>;
  count: (where: SQL | undefined) => Promise<number>;
};

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The WHERE of the common parameters (q, from, to) and the list's own filters. */
export function listWhere(
  spec: ListSpec,
  query: ListQuery,
  extra: (SQL | undefined)[] = [],
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [...extra];
  if (query.q && spec.searchable?.length) {
    const pattern = `%${escapeLike(query.q)}%`;
    conditions.push(or(...spec.searchable.map((column) => ilike(column, pattern))));
  }
  if (spec.dateColumn && (query.from || query.to)) {
    const range = businessRange(query.from ?? query.to!, query.to ?? query.from!);
    const column = spec.dateColumn;
    if (range && query.from) conditions.push(sql`${column} >= ${range.start.toISOString()}::timestamptz`);
    if (range && query.to) conditions.push(sql`${column} < ${range.end.toISOString()}::timestamptz`);
  }
  return and(...conditions);
}

export function listOrder(spec: ListSpec, query: ListQuery): SQL[] {
  const requested = query.sort ?? spec.defaultSort;
  const key = requested.replace(/^-/, '');
  const column = spec.sortable[key] ?? spec.sortable[spec.defaultSort.replace(/^-/, '')];
  const descending = (spec.sortable[key] ? requested : spec.defaultSort).startsWith('-');
  const order: SQL[] = [];
  if (column) order.push(descending ? desc(column) : asc(column));
  order.push(descending ? desc(spec.tiebreak) : asc(spec.tiebreak));
  return order;
}

export function toPage<T>(data: T[], total: number, query: ListQuery, offset: number): ListPage<T> {
  return {
    data,
    meta: {
      first: data.length ? offset + 1 : 0,
      last: offset + data.length,
      total,
      page: query.page,
      per_page: query.per_page,
    },
  };
}

/**
 * Runs a list: one page for JSON, or every row of the filter (bounded) for a CSV export.
 * `extra` holds the list's own filter conditions.
 */
export async function fetchList<T>(
  query: ListQuery,
  spec: ListSpec,
  fetch: ListFetch<T>,
  extra: (SQL | undefined)[] = [],
): Promise<ListPage<T>> {
  const where = listWhere(spec, query, extra);
  const orderBy = listOrder(spec, query);
  const csv = query.format === 'csv';
  const limit = csv ? CSV_MAX_ROWS : query.per_page;
  const offset = csv ? 0 : (query.page - 1) * query.per_page;
  const [rows, total] = await Promise.all([
    fetch.rows({ where, orderBy, limit, offset }),
    fetch.count(where),
  ]);
  return toPage(rows, total, query, offset);
}

/** Sends the page as JSON, or as a CSV download when the query asked for format=csv. */
export function replyList<T>(
  reply: FastifyReply,
  query: ListQuery,
  page: ListPage<T>,
  csv: { filename: string; columns: CsvColumn<T>[] },
) {
  if (query.format !== 'csv') return reply.send(page);
  const stamp = new Date().toISOString().slice(0, 10);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${csv.filename}-${stamp}.csv"`)
    .header('cache-control', 'no-store')
    .send(toCsv(csv.columns, page.data));
}
