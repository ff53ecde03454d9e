import { is, Param, Placeholder, type Query, type SQL, sql } from 'drizzle-orm';
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { TypedQueryBuilder } from 'drizzle-orm/query-builders/query-builder';
import type { Db } from './client.ts';

/** A Drizzle statement (select, insert, update, delete) as `.prepare(name)` turns it into one. */
type Preparable<R> = { prepare(name: string): PgPreparedQuery<PreparedQueryConfig & { execute: R }> };

/** What Drizzle's prepared query keeps of the built statement (besides the client it runs on). */
type Template = {
  query: Query;
  fields: unknown;
  joinsNotNullableMap: unknown;
  customResultMapper: unknown;
};

/** A builder's input whose values may also be a prepared statement's placeholders. */
export type Bindable<T> = { [K in keyof T]: T[K] | Placeholder };

/** Values for a statement's placeholders, by placeholder name. */
export type StatementValues = Record<string, unknown>;

/** A write not yet run (an insert or update without RETURNING), to send with another statement. */
export type PendingWrite = TypedQueryBuilder<undefined>;

/**
 * A write an owner hands a caller to send with the caller's prepared statement: `build` writes it
 * with `bind(name)` where each of `values` goes, and `shape` names the SQL it builds (one name per
 * distinct text, chosen by the code path, never by input), so the caller's statement is built and
 * planned once per combination of shapes. A placeholder set into a column takes the column's value
 * (a Date); one inside `sql` is sent as given (a timestamp as an ISO string).
 */
export type BoundWrite = {
  shape: string;
  build: (db: Db, bind: (name: string) => Placeholder) => PendingWrite;
  values: StatementValues;
};

/**
 * A statement built into SQL once and then only run: `build` writes it with `sql.placeholder(name)`
 * where each call's values go, and the statement runs with `values` on whichever handle it is
 * given (the pool, or a transaction's connection). On PostgreSQL it is a named prepared
 * statement, parsed and planned once per connection.
 *
 * Why: Drizzle builds a statement's text on every call by walking its builder, which took
 * 0.5-1.6 ms of CPU per statement on the approval path (a row of 40 columns selected or
 * returned is 40 names escaped and type-checked, every time): more than the database's own
 * work. Only for statements on a hot path; each `name` is one shape (see `preparedStatements`).
 *
 * Values: a placeholder compared with a column (`eq(col, placeholder)`) or inside `sql` is sent
 * as given (a timestamp as an ISO string); one in an insert's values or an update's set goes
 * through the column's own mapping (a Date, an object for json).
 */
export function preparedStatement<R>(
  name: string,
  build: (db: Db) => Preparable<R>,
): (db: Db, values: StatementValues) => Promise<R> {
  let template: Template | undefined;
  return (db, values) => {
    template ??= templateOf(build(db).prepare(name));
    return runTemplate<R>(db, template, name, values);
  };
}

/** Drizzle's own step for a built statement: bind it to this handle's connection, then run it. */
function runTemplate<R>(db: Db, template: Template, name: string, values: StatementValues): Promise<R> {
  const query = db._.session.prepareQuery(
    template.query,
    template.fields as never,
    name,
    true,
    template.customResultMapper as never,
  ) as PgPreparedQuery<PreparedQueryConfig & { execute: R }> & { joinsNotNullableMap?: unknown };
  query.joinsNotNullableMap = template.joinsNotNullableMap;
  return query.execute(values);
}

/**
 * `preparedStatement` for a statement with a few shapes (which writes go with it, which columns
 * it sets): one prepared statement per shape, built on the shape's first use.
 */
export function preparedStatements<S extends string, R>(
  name: string,
  build: (db: Db, shape: S) => Preparable<R>,
): (db: Db, shape: S, values: StatementValues) => Promise<R> {
  const byShape = new Map<S, (db: Db, values: StatementValues) => Promise<R>>();
  return (db, shape, values) => {
    let run = byShape.get(shape);
    if (!run) {
      run = preparedStatement(`${name}:${shape}`, (d) => build(d, shape));
      byShape.set(shape, run);
    }
    return run(db, values);
  };
}

/**
 * `preparedStatement` for a statement written in SQL (`db.execute` builds and plans it on every
 * call): `query` holds `sql.placeholder(name)` where each call's values go. Resolves to its rows.
 * A list of values goes in as one array placeholder (`unnest(<placeholder>::integer[])`), so the
 * statement keeps one shape.
 */
export function preparedSql<Row>(
  name: string,
  query: SQL,
): (db: Db, values: StatementValues) => Promise<Row[]> {
  let built: Query | undefined;
  return async (db, values) => {
    built ??= new PgDialect().sqlToQuery(query);
    const prepared = db._.session.prepareQuery(built, undefined, name, false);
    const result = (await prepared.execute(values)) as { rows: Row[] };
    return result.rows;
  };
}

/** Placeholders for a row's columns, `prefix` + column: bound by `rowValues(prefix, row)`. */
export function rowPlaceholders<K extends string>(
  prefix: string,
  columns: readonly K[],
): Record<K, Placeholder> {
  return Object.fromEntries(
    columns.map((column) => [column, sql.placeholder(`${prefix}${column}`)]),
  ) as Record<K, Placeholder>;
}

/** The values of `rowPlaceholders(prefix, ...)` for this row. */
export function rowValues(prefix: string, row: Record<string, unknown>): StatementValues {
  const values: StatementValues = {};
  for (const key in row) values[`${prefix}${key}`] = row[key];
  return values;
}

function templateOf(prepared: PgPreparedQuery<PreparedQueryConfig>): Template {
  // Fields Drizzle's prepared queries (node-postgres and PGlite alike) keep from the builder.
  const kept = prepared as unknown as Omit<Template, 'query'>;
  const { sql: text, params } = prepared.getQuery();
  return {
    query: { sql: text, params: params.map(nullAsNull) },
    fields: kept.fields,
    joinsNotNullableMap: kept.joinsNotNullableMap,
    customResultMapper: kept.customResultMapper,
  };
}

/**
 * A placeholder bound to a column is mapped by the column when filled, null included (a
 * timestamp column fails on it, a json column would send the JSON text 'null'); a value built
 * into a statement is sent as SQL NULL without mapping. Placeholders get the same rule.
 */
function nullAsNull(param: unknown): unknown {
  if (!is(param, Param) || !is(param.value, Placeholder)) return param;
  const { encoder } = param;
  return new Param(param.value, {
    mapToDriverValue: (value: unknown) => (value === null ? null : encoder.mapToDriverValue(value)),
  });
}
