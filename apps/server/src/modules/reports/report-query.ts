import type { ReportPage, ReportQuery, ReportRow } from '@topup/contracts/api/reports.ts';
import { EXPORT_MAX_ROWS, MAX_REPORT_DAYS, REPORTS, type ReportKey } from '@topup/contracts/reports.ts';
import { type SQL, sql } from 'drizzle-orm';
import { addBusinessDays, businessDayOf, businessRange } from '../../platform/business-time.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Db } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { getBusinessTimeZone } from '../settings/business-time-zone.ts';

/** What a report's SQL is built from: the range as instants, and the filters it declared. */
export type ReportInput = {
  from: string;
  to: string;
  /** First instant of `from` (Malaysia midnight). */
  start: string;
  /** First instant after `to`. */
  end: string;
  /** The business time zone (setting `business_time_zone`) the days are cut in. */
  timeZone: string;
  productId?: number;
  bankId?: number;
  operatorId?: number;
  memberId?: number;
  q?: string;
  now: Date;
};

/**
 * One report: a SQL query giving one row per report row, with a column for each key of its
 * definition plus a unique `row_key`. The shared runner pages, sorts, totals and charts it.
 */
export type ReportSource = {
  key: ReportKey;
  rows: (input: ReportInput) => SQL;
  /** Totals that are not the sum of the rows (distinct members over the range...). */
  totals?: (db: Db, input: ReportInput) => Promise<Record<string, number | null>>;
  /** Values found after the query (the provider's live agent credit): not sortable. */
  decorate?: (ctx: AppContext, rows: ReportRow[]) => Promise<ReportRow[]>;
};

/** The business-local wall-clock time (timestamp without zone) of a timestamptz column. */
export const businessLocalSql = (column: SQL, input: ReportInput) =>
  sql`(${column} at time zone ${input.timeZone})`;
/** `column` inside the report's range. */
export const inRange = (column: SQL, input: ReportInput) =>
  sql`${column} >= ${input.start}::timestamptz and ${column} < ${input.end}::timestamptz`;
/** A summary table's business-day column inside the report's range (days, not instants). */
export const inDays = (column: SQL, input: ReportInput) =>
  sql`${column} between ${input.from}::date and ${input.to}::date`;
/** An optional equality filter: true when the filter is not set. */
export const optionalEq = (column: SQL, value: number | undefined) =>
  value === undefined ? sql`true` : sql`${column} = ${value}`;

export function reportInput(query: ReportQuery, now: Date, timeZone: string): ReportInput {
  const to = query.to ?? query.from ?? businessDayOf(now, timeZone);
  const from = query.from ?? to;
  if (from > to || addBusinessDays(from, MAX_REPORT_DAYS - 1) < to) throw new DomainError('INVALID_REQUEST');
  const range = businessRange(from, to, timeZone)!;
  return {
    from,
    to,
    start: range.start.toISOString(),
    end: range.end.toISOString(),
    timeZone,
    productId: query.product_id,
    bankId: query.bank_id,
    operatorId: query.operator_id,
    memberId: query.member_id,
    q: query.q || undefined,
    now,
  };
}

/** Rows of a raw query on either driver (node-postgres answers { rows }, PGlite too). */
export async function queryRows(db: Db, query: SQL): Promise<Record<string, unknown>[]> {
  const result = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows;
}

const NUMERIC_KINDS = new Set(['count', 'money', 'duration']);
const PG_TIMESTAMP = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2}(?:\.\d+)?)([+-]\d{2})(?::?(\d{2}))?$/;

/** A timestamptz as ISO 8601 UTC, whether the driver gave a Date or PostgreSQL's text. */
function isoInstant(value: unknown): string | null {
  if (value instanceof Date) return value.toISOString();
  const match = PG_TIMESTAMP.exec(String(value));
  if (!match) return null;
  return new Date(`${match[1]}T${match[2]}${match[3]}:${match[4] ?? '00'}`).toISOString();
}

function normalise(key: ReportKey, raw: Record<string, unknown>): ReportRow {
  const row: ReportRow = {};
  for (const [name, value] of Object.entries(raw)) {
    if (value === null || value === undefined) row[name] = null;
    else if (value instanceof Date) row[name] = value.toISOString();
    else if (typeof value === 'bigint') row[name] = Number(value);
    else row[name] = value as string | number;
  }
  for (const column of REPORTS[key].columns) {
    const value = row[column.key];
    if (value === null || value === undefined) continue;
    if (NUMERIC_KINDS.has(column.kind)) row[column.key] = Number(value);
    if (column.kind === 'datetime') row[column.key] = isoInstant(raw[column.key]);
  }
  return row;
}

function orderBy(key: ReportKey, sort: string | undefined): SQL {
  const definition = REPORTS[key];
  const sortable = (name: string) => definition.columns.some((c) => c.key === name && c.sortable !== false);
  const requested = sort && sortable(sort.replace(/^-/, '')) ? sort : definition.defaultSort;
  const column = sql.identifier(requested.replace(/^-/, ''));
  const direction = requested.startsWith('-') ? sql`desc nulls last` : sql`asc nulls first`;
  return sql`order by ${column} ${direction}, row_key ${requested.startsWith('-') ? sql`desc` : sql`asc`}`;
}

/** The count of rows and the sums of the summed columns, as one JSON object. */
function totalsJson(key: ReportKey): SQL {
  const sums = REPORTS[key].columns
    .filter((c) => c.total && c.sortable !== false)
    .map((c) => sql`coalesce(sum(${sql.identifier(c.key)}), 0)::bigint as ${sql.identifier(c.key)}`);
  return sql`(select row_to_json(t) from (select count(*)::int as row_count ${sums.length ? sql`, ${sql.join(sums, sql`, `)}` : sql``} from r) t)`;
}

/** The chart's rows (a trend by day, or the top twelve of a share) as a JSON array. */
function chartJson(key: ReportKey): SQL {
  const chart = REPORTS[key].chart;
  if (!chart) return sql`'[]'::json`;
  const order =
    chart.kind === 'trend'
      ? sql`order by ${sql.identifier(chart.x)} asc`
      : sql`order by ${sql.identifier(chart.series[0]!)} desc nulls last, row_key`;
  const limit = chart.kind === 'trend' ? MAX_REPORT_DAYS : 12;
  return sql`(select coalesce(json_agg(c ${order}), '[]') from (select * from r ${order} limit ${limit}) c)`;
}

/** A json column: parsed by node-postgres and PGlite, text if a driver leaves it so. */
const parsedJson = <T>(value: unknown, empty: T): T =>
  value === null || value === undefined
    ? empty
    : ((typeof value === 'string' ? JSON.parse(value) : value) as T);

/**
 * Runs `work` with the planner settings a report wants, for its transaction only:
 * - JIT off: a year of rows makes the plan's cost high enough to JIT-compile it, which took
 *   1.4 s of a 9 s Overall year on the scale database, more than it saves on a query run once;
 * - work_mem 32MB, so a year's per-member rows group and sort in memory, not on disk;
 * - no parallel workers: a report's grouped sums combine poorly across workers (Customer over a
 *   year: 0.95 s with two workers, 0.65 s without on 2 cores), and the cores are the approvals'.
 */
function withReportSettings<T>(db: Db, work: (db: Db) => Promise<T>): Promise<T> {
  return inTransaction(db, async (tx) => {
    await tx.execute(
      sql`select set_config('jit', 'off', true), set_config('work_mem', '32MB', true),
        set_config('max_parallel_workers_per_gather', '0', true)`,
    );
    return work(tx);
  });
}

/**
 * Runs a report for one request: a page (or, for an export, every row up to the cap) in the
 * asked order, the totals of the whole range, and the chart's rows.
 */
export async function runReport(
  ctx: AppContext,
  source: ReportSource,
  query: ReportQuery,
): Promise<ReportPage> {
  const input = reportInput(query, ctx.now(), await getBusinessTimeZone(ctx.db));
  const rows = source.rows(input);
  const exporting = query.format !== 'json';
  const limit = exporting ? EXPORT_MAX_ROWS : query.per_page;
  const offset = exporting ? 0 : (query.page - 1) * query.per_page;
  const order = orderBy(source.key, query.sort);
  const extraTotals = source.totals;
  // The report's rows are computed once (materialized) for the page, the totals and the chart:
  // over a year they are the expensive part.
  const [[result], extra] = await Promise.all([
    withReportSettings(ctx.db, (db) =>
      queryRows(
        db,
        sql`with r as materialized (${rows})
        select (select coalesce(json_agg(p ${order}), '[]') from (select * from r ${order} limit ${limit} offset ${offset}) p) as page,
          ${totalsJson(source.key)} as totals,
          ${exporting ? sql`'[]'::json` : chartJson(source.key)} as chart`,
      ),
    ),
    extraTotals ? withReportSettings(ctx.db, (db) => extraTotals(db, input)) : Promise.resolve({}),
  ]);
  const counted = parsedJson<Record<string, unknown>>(result?.totals, {});
  const sums: Record<string, number | null> = {};
  for (const column of REPORTS[source.key].columns)
    if (column.total && column.sortable !== false) sums[column.key] = Number(counted[column.key] ?? 0);
  type Raw = Record<string, unknown>[];
  let data = parsedJson<Raw>(result?.page, []).map((r) => normalise(source.key, r));
  if (source.decorate) data = await source.decorate(ctx, data);
  const chart = parsedJson<Raw>(result?.chart, []).map((r) => normalise(source.key, r));
  return {
    data,
    totals: { ...sums, ...extra },
    chart,
    meta: {
      first: data.length ? offset + 1 : 0,
      last: offset + data.length,
      total: Number(counted.row_count ?? 0),
      page: exporting ? 1 : query.page,
      per_page: exporting ? limit : query.per_page,
      from: input.from,
      to: input.to,
      time_zone: input.timeZone,
    },
  };
}
