import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { FairQueue } from './fair-queue.ts';

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
  /** PGlite only: units of work that may wait for the engine before new ones get SERVER_BUSY. */
  queueLimit?: number;
  /** PGlite only: start from this data directory dump (`dumpDataDir`) instead of an empty cluster. */
  loadDataDir?: Blob;
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
  // pg_trgm: the lists' substring search indexes (as on PostgreSQL, where it ships with contrib).
  const client = new PGlite(options.dataDir ?? 'memory://', {
    extensions: { pg_trgm },
    loadDataDir: options.loadDataDir,
  });
  await client.waitReady;
  const queued = fairlyQueued(client, new FairQueue(options.queueLimit ?? PGLITE_QUEUE_LIMIT));
  return {
    db: drizzlePglite(queued) as unknown as Db,
    kind: 'pglite',
    url: undefined,
    pglite: client,
    rawTransaction: (work) =>
      queued.transaction((tx) =>
        work(async (text) => {
          const results = await tx.exec(text);
          return (results.at(-1)?.rows ?? []) as Record<string, unknown>[];
        }),
      ),
    close: () => client.close(),
  };
}

/** Far above what one site sends at once; see FairQueue. */
const PGLITE_QUEUE_LIMIT = Number(process.env.PGLITE_QUEUE_LIMIT ?? 5000);

/**
 * The PGlite client with its statements and transactions taken in arrival order through
 * `queue` (a transaction holds its turn until it ends; its own statements go through it).
 */
function fairlyQueued(client: PGlite, queue: FairQueue): PGlite {
  const queuedMethods = new Set<PropertyKey>(['query', 'exec', 'transaction']);
  return new Proxy(client, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      if (!queuedMethods.has(prop)) return value.bind(target);
      return (...args: unknown[]) => queue.run(() => value.apply(target, args));
    },
  });
}
