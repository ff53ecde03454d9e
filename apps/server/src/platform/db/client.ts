import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';

/** One Drizzle handle type for both drivers; a transaction handle is one too. */
export type Db = PgDatabase<PgQueryResultHKT>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Raw connection string for LISTEN/NOTIFY listeners (postgres only). */
  url: string | undefined;
  /** Used by LISTEN/NOTIFY on PGlite, which has one in-process connection. */
  pglite: PGlite | undefined;
  /** Runs multi-statement SQL text (migrations) in one transaction, outside Drizzle. */
  rawTransaction<T>(work: (exec: RawExec) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

export type RawExec = (sqlText: string) => Promise<Record<string, unknown>[]>;

// bigint columns hold sen; keep them as JS numbers (exact below 2^53, far above any amount).
pg.types.setTypeParser(20, (value) => Number(value));

export async function openDatabase(options: {
  url?: string;
  dataDir?: string;
  poolSize?: number;
}): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle client dropped by the server (restart, failover, admin shutdown) emits 'error' on
    // the pool; without a listener that would crash the process. The pool replaces the client.
    pool.on('error', (error) => process.emitWarning(`PostgreSQL idle client error: ${error.message}`));
    return {
      db: drizzlePg(pool) as unknown as Db,
      kind: 'postgres',
      url: options.url,
      pglite: undefined,
      rawTransaction: async (work) => {
        const client = await pool.connect();
        try {
          await client.query('begin');
          const result = await work(async (text) => {
            const res = await client.query(text);
            return (Array.isArray(res) ? (res.at(-1)?.rows ?? []) : res.rows) as Record<string, unknown>[];
          });
          await client.query('commit');
          return result;
        } catch (error) {
          await client.query('rollback');
          throw error;
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  if (options.dataDir && !options.dataDir.startsWith('memory://'))
    mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite(options.dataDir ?? 'memory://');
  await client.waitReady;
  return {
    db: drizzlePglite(client) as unknown as Db,
    kind: 'pglite',
    url: undefined,
    pglite: client,
    rawTransaction: (work) =>
      client.transaction((tx) =>
        work(async (text) => {
          const results = await tx.exec(text);
          return (results.at(-1)?.rows ?? []) as Record<string, unknown>[];
        }),
      ),
    close: () => client.close(),
  };
}
