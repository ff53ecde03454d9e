import type { ListParams } from '@topup/contracts/api/wire.ts';
import type { ListPage } from '@topup/contracts/list-page.ts';
import { EXPORT_MAX_ROWS } from '@topup/contracts/reports.ts';
import {
  type AnyColumn,
  and,
  asc,
  desc,
  ilike,
  inArray,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { PgDialect, type PgSelect } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import { businessRange } from './business-time.ts';
import type { AppContext } from './context.ts';
import type { Db } from './db/client.ts';
import { DomainError } from './errors.ts';
import { type ExportColumn, replyExport } from './export-file.ts';

/** An export holds the whole current filter, up to this many rows (EXPORT_MAX_ROWS). */
export const CSV_MAX_ROWS = EXPORT_MAX_ROWS;

/** The parameters with the business time zone their `from`/`to` days are cut in. */
export type ListQuery = ListParams & { timeZone: string };

/** A route's parsed list parameters, with the business time zone (setting) to read its days in. */
export async function inBusinessZone<Q extends ListParams>(
  ctx: Pick<AppContext, 'businessTimeZone'>,
  params: Q,
): Promise<Q & { timeZone: string }> {
  return { ...params, timeZone: await ctx.businessTimeZone() };
}

/** What a list allows: sort keys (API names) to columns, searched columns, the date column. */
export type ListSpec = {
  sortable: Record<string, AnyColumn | SQL>;
  /** `field` or `-field`, a key of `sortable`. */
  defaultSort: string;
  /** Unique column appended to every sort so pages never overlap. */
  tiebreak: AnyColumn;
  searchable?: (AnyColumn | SQL)[];
  /**
   * Replaces `searchable` when the matching rows are best found another way, e.g. the matching
   * members first (trigram indexes) and then their rows: `pattern` is the escaped ILIKE pattern.
   */
  search?: (pattern: string) => SQL;
  dateColumn?: AnyColumn | SQL;
};

/** Counted exactly up to this many rows; past it the planner's estimate is sent, marked as such. */
export const EXACT_COUNT_LIMIT = 10_000;
export type ListTotal = { total: number; estimated: boolean };

const resultRows = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/** Renders a list's rows to SQL text and parameters (as the app's Drizzle instance would). */
const dialect = new PgDialect();

/** A parameter as the text PostgreSQL would receive for it; undefined when it has none here. */
function paramText(value: unknown): string | null | undefined {
  if (value === null) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean')
    return String(value);
  if (value instanceof Date) return value.toISOString();
  return undefined;
}

/**
 * `list_row_estimate(...)` (migration 0500) of `rows`: its SQL with each `$n` as format()'s
 * `%n$L` and its parameters as text, so the planner's estimate is taken inside the counting
 * statement; undefined when a parameter has no plain text form (then EXPLAIN is a statement).
 */
function estimateCall(rows: SQLWrapper): SQL | undefined {
  const query = dialect.sqlToQuery(rows.getSQL());
  const params = query.params.map(paramText);
  if (params.some((p) => p === undefined)) return undefined;
  const template = query.sql.replace(/%/g, '%%').replace(/\$(\d+)/g, '%$1$$L');
  return sql`list_row_estimate(${template}, ${JSON.stringify(params)}::jsonb)`;
}

/**
 * A whole table (no condition) the planner expects at least this many rows of is not counted:
 * its estimate follows the table's size on disk, and a count under EXACT_COUNT_LIMIT would need
 * 80% of its rows gone since it was last analyzed.
 */
const WHOLE_TABLE_ESTIMATE = 5 * EXACT_COUNT_LIMIT;

/**
 * A list's total as one scalar subquery (a json `{"n": capped count, "estimate": planner's rows}`):
 * counted exactly up to EXACT_COUNT_LIMIT (an index-only walk of at most that many entries), and
 * only past it the planner's estimate, in the same statement. `rows` is the list's FROM/WHERE as a
 * select (what it selects is ignored). `whole`: `rows` is a whole table, estimated first and
 * counted only when the estimate is under WHOLE_TABLE_ESTIMATE (`n` null when not counted).
 * Read it with `readTotal`.
 */
export function totalOf(rows: SQLWrapper, options: { whole?: boolean } = {}): SQL<unknown> {
  const estimate = estimateCall(rows);
  // Planned without parallel workers: set_config is parallel unsafe, so no plan of this statement
  // starts any (a local setting: it lapses with the statement's transaction). A worker is a new backend that
  // loads its catalog caches first: on 2 busy cores the capped count of a broad search
  // (transactions q=tan) took 84-330 ms with two workers and 15-21 ms without, and a walk of at
  // most 10,001 index entries gains nothing from them.
  const counted = (
    planned: SQL,
  ) => sql`(select json_build_object('n', n, 'estimate', case when n > ${EXACT_COUNT_LIMIT} then ${planned} end)
    from (select count(*)::int as n, set_config('max_parallel_workers_per_gather', '0', true) as serial
      from (${rows} limit ${EXACT_COUNT_LIMIT + 1}) capped) counted)`;
  if (!estimate) return counted(sql`null`);
  if (!options.whole) return counted(estimate);
  return sql`(select case when e >= ${WHOLE_TABLE_ESTIMATE} then json_build_object('n', null, 'estimate', e)
    else ${counted(sql`e`)} end from (select ${estimate} as e) planned)`;
}

/** The ListTotal of a `totalOf` value; past the cap without an estimate in it, EXPLAIN of `rows`. */
export async function readTotal(db: Db, value: unknown, rows: () => SQLWrapper): Promise<ListTotal> {
  const counted = (typeof value === 'string' ? JSON.parse(value) : value) as {
    n: number | null;
    estimate: number | null;
  };
  // Not counted: a whole table the planner expects many times the limit of.
  if (counted.n === null) return { total: Math.round(Number(counted.estimate)), estimated: true };
  const n = Number(counted.n);
  if (n <= EXACT_COUNT_LIMIT) return { total: n, estimated: false };
  let planRows = counted.estimate === null ? null : Number(counted.estimate);
  if (planRows === null) {
    const explained = await db.execute(sql`explain (format json) ${rows()}`);
    const raw = Object.values(resultRows(explained)[0] ?? {})[0];
    const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: { 'Plan Rows': number } }[];
    planRows = plan[0]?.Plan['Plan Rows'] ?? n;
  }
  return { total: Math.max(n, Math.round(planRows)), estimated: true };
}

/**
 * The total of a list without counting a million rows on every page (`totalOf`), as its own
 * statement. `rows()` builds the list's FROM/WHERE as a select (what it selects is ignored).
 */
export async function countOrEstimate(db: Db, rows: () => SQLWrapper): Promise<ListTotal> {
  const result = await db.execute(sql`select ${totalOf(rows())} as total`);
  return readTotal(db, resultRows(result)[0]?.total, rows);
}

export type ListWindow = { where: SQL | undefined; orderBy: SQL[]; limit: number; offset: number };

export type ListFetch<T> =
  | {
      rows: (window: ListWindow) => Promise<T[]>;
      count: (where: SQL | undefined) => Promise<number | ListTotal>;
    }
  | ListFetchWithTotal<T>;

/**
 * A list whose page statement carries its total: `page(window, total)` selects `total` (a scalar
 * subquery of `totalOf`, evaluated once) as one more column and returns its value beside the
 * rows. One statement per page where the page and its count were two round trips.
 */
export type ListFetchWithTotal<T> = {
  db: Db;
  page: (window: ListWindow, total: SQL<unknown>) => Promise<{ rows: T[]; total: unknown }>;
  /** The rows to count: the list's FROM/WHERE as a select (what it selects is ignored). */
  counted: (where: SQL | undefined) => SQLWrapper;
  /** Whether `counted(where)` is a whole table, estimated before it is counted (`totalOf`). */
  whole?: (where: SQL | undefined) => boolean;
};

/**
 * `id in (the page's ids)`: the window applied to `ids` (a select of the list's id, on its own
 * table and the joins its filters need), so a deep page walks index entries, not 40,000 rows
 * read and joined; the caller reads and joins only the page's rows, in the same order.
 */
export function inPage<T extends PgSelect>(id: AnyColumn, ids: T, window: ListWindow): SQL {
  return inArray(
    id,
    ids
      .where(window.where)
      .orderBy(...window.orderBy)
      .limit(window.limit)
      .offset(window.offset),
  );
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The ILIKE pattern of a search: `q` anywhere, its `%`, `_` and `\` taken literally. */
export function searchPattern(q: string): string {
  return `%${escapeLike(q)}%`;
}

/**
 * Conditions made disjoint, each with "none of the ones before it" (null counting as no), so
 * that a union all of their rows has each row once and can stop at a LIMIT.
 */
export function disjoint(conditions: SQL[]): SQL[] {
  return conditions.map((condition, k) =>
    k ? sql`${condition} and (${or(...conditions.slice(0, k))}) is not true` : condition,
  );
}

/** The WHERE of the common parameters (q, from, to) and the list's own filters. */
export function listWhere(
  spec: ListSpec,
  query: ListQuery,
  extra: (SQL | undefined)[] = [],
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [...extra];
  if (query.q && spec.search) conditions.push(spec.search(searchPattern(query.q)));
  else if (query.q && spec.searchable?.length) {
    const pattern = searchPattern(query.q);
    conditions.push(or(...spec.searchable.map((column) => ilike(column, pattern))));
  }
  if (spec.dateColumn && (query.from || query.to)) {
    const range = businessRange(query.from ?? query.to!, query.to ?? query.from!, query.timeZone);
    const column = spec.dateColumn;
    if (range && query.from) conditions.push(sql`${column} >= ${range.start.toISOString()}::timestamptz`);
    if (range && query.to) conditions.push(sql`${column} < ${range.end.toISOString()}::timestamptz`);
  }
  return and(...conditions);
}

export function listOrder(spec: ListSpec, query: ListQuery): SQL[] {
  const requested = query.sort ?? spec.defaultSort;
  const key = requested.replace(/^-/, '');
  // Own keys only: `sort=__proto__` or `constructor` must not reach Object.prototype.
  if (!Object.hasOwn(spec.sortable, key)) throw new DomainError('INVALID_SORT', {}, { status: 400 });
  const column = spec.sortable[key];
  const descending = requested.startsWith('-');
  const order: SQL[] = [];
  if (column) order.push(descending ? desc(column) : asc(column));
  order.push(descending ? desc(spec.tiebreak) : asc(spec.tiebreak));
  return order;
}

export function toPage<T>(
  data: T[],
  total: number | ListTotal,
  query: ListParams,
  offset: number,
): ListPage<T> {
  const counted = typeof total === 'number' ? { total, estimated: false } : total;
  return {
    data,
    meta: {
      first: data.length ? offset + 1 : 0,
      last: offset + data.length,
      total: counted.total,
      page: query.page,
      per_page: query.per_page,
      ...(counted.estimated ? { estimated: true } : {}),
    },
  };
}

/**
 * Runs a list: one page for JSON, or every row of the filter (bounded) for a CSV/XLSX export.
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
  const exporting = query.format !== 'json';
  const limit = exporting ? CSV_MAX_ROWS : query.per_page;
  const offset = exporting ? 0 : (query.page - 1) * query.per_page;
  if ('page' in fetch) {
    const counted = () => fetch.counted(where);
    const page = await fetch.page(
      { where, orderBy, limit, offset },
      totalOf(counted(), { whole: fetch.whole?.(where) ?? false }),
    );
    // No row to carry the total: none match at all, or the page is past the last one.
    const total = page.rows.length
      ? await readTotal(fetch.db, page.total, counted)
      : offset === 0
        ? { total: 0, estimated: false }
        : await countOrEstimate(fetch.db, counted);
    return toPage(page.rows, total, query, offset);
  }
  const [rows, total] = await Promise.all([
    fetch.rows({ where, orderBy, limit, offset }),
    fetch.count(where),
  ]);
  return toPage(rows, total, query, offset);
}

/** Sends the page as JSON, or as a CSV or XLSX download when the query asked for format=csv|xlsx. */
export function replyList<T>(
  reply: FastifyReply,
  query: ListParams,
  page: ListPage<T>,
  file: { filename: string; columns: ExportColumn<T>[] },
) {
  if (query.format === 'json') return reply.send(page);
  return replyExport(reply, query.format, { ...file, rows: page.data });
}
