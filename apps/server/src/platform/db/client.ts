import { mkdirSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { FairQueue } from './fair-queue.ts';
import { WriteWatch } from './write-watch.ts';

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
  /** Committed writes to the tables in-process caches watch (see WriteWatch). */
  writes: WriteWatch;
  /** Connections open, idle and the work waiting for one (PGlite: its one connection and its queue). */
  connections(): { open: number; idle: number; waiting: number };
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
    let sendNotify: (channel: string, payload: string) => Promise<unknown> = async () => {};
    const writes = new WriteWatch({
      url: options.url,
      send: (channel, payload) => sendNotify(channel, payload),
    });
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      Client: watchedClient(writes),
    });
    sendNotify = (channel, payload) => pool.query('select pg_notify($1, $2)', [channel, payload]);
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
      writes,
      connections: () => ({ open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: async () => {
        await writes.close();
        await pool.end();
      },
    };
  }
  if (options.dataDir && !options.dataDir.startsWith('memory://'))
    mkdirSync(options.dataDir, { recursive: true });
  // Before PGlite compiles its WebAssembly (see PGLITE_WASM_OPTIMIZE).
  if (!PGLITE_WASM_OPTIMIZE) setFlagsFromString('--liftoff-only');
  // pg_trgm: the lists' substring search indexes (as on PostgreSQL, where it ships with contrib).
  const client = new PGlite(options.dataDir ?? 'memory://', {
    extensions: { pg_trgm },
    loadDataDir: options.loadDataDir,
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  await client.waitReady;
  const writes = new WriteWatch();
  const queue = new FairQueue(options.queueLimit ?? PGLITE_QUEUE_LIMIT);
  const queued = fairlyQueued(client, queue, writes);
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
    writes,
    connections: () => ({ open: 1, idle: queue.busy ? 0 : 1, waiting: queue.length }),
    close: () => client.close(),
  };
}

/**
 * pg's Client reporting to `writes` what it runs: a write to a watched table outside a
 * transaction once it completed, inside one once `commit` completed (every query path goes
 * through a client: the pool's own `query`, Drizzle's transactions, rawTransaction).
 */
function watchedClient(writes: WriteWatch): typeof pg.Client {
  return class WatchedClient extends pg.Client {
    private inTransaction = false;
    private dirty = false;

    // pg's query has a dozen overloads; they all end up here with the text first.
    override query(...args: unknown[]): never {
      const config = args[0] as string | { text?: string } | undefined;
      const text = typeof config === 'string' ? config : (config?.text ?? '');
      const end = transactionEnd(text);
      const notice = this.dirty && end === 'commit' ? writes.noticeWithCommit() : undefined;
      // Sent as one simple query (no parameters: commit has none) with the commit.
      if (notice)
        args[0] =
          typeof config === 'string' ? `${text}; ${notice}` : { ...config, text: `${text}; ${notice}` };
      const after = this.afterStatement(text, end, notice !== undefined);
      const run = pg.Client.prototype.query as (...a: unknown[]) => unknown;
      if (!after) return run.apply(this, args) as never;
      const last = args.at(-1);
      if (typeof last === 'function') {
        const callback = last as (...r: unknown[]) => void;
        return run.apply(this, [
          ...args.slice(0, -1),
          (...result: unknown[]) => {
            after();
            callback(...result);
          },
        ]) as never;
      }
      const result = run.apply(this, args) as Promise<unknown> | undefined;
      if (!result || typeof result.then !== 'function') return result as never;
      return result.then(
        (value) => {
          after();
          return value;
        },
        (error: unknown) => {
          after();
          throw error;
        },
      ) as never;
    }

    /**
     * What to do once this statement completed, if anything. `end`: how it ends the transaction;
     * `told`: it carries the NOTIFY.
     */
    private afterStatement(
      text: string,
      end: TransactionEnd | undefined,
      told: boolean,
    ): (() => void) | undefined {
      if (/^\s*(begin|start\s+transaction)\b/i.test(text)) {
        this.inTransaction = true;
        this.dirty = false;
        return undefined;
      }
      if (end) {
        // A rollback changed nothing.
        const changed = this.dirty && end === 'commit';
        this.inTransaction = false;
        this.dirty = false;
        return changed ? () => writes.changed(told) : undefined;
      }
      if (!writes.writes(text)) return undefined;
      if (this.inTransaction) {
        this.dirty = true;
        return undefined;
      }
      return () => writes.changed();
    }
  };
}

type TransactionEnd = 'commit' | 'rollback';

/** How a statement ends a transaction: commit or end, rollback (not `rollback to` a savepoint), or not. */
function transactionEnd(text: string): TransactionEnd | undefined {
  if (/^\s*(commit|end)\b/i.test(text)) return 'commit';
  if (/^\s*rollback\b/i.test(text) && !/^\s*rollback\s+to\b/i.test(text)) return 'rollback';
  return undefined;
}

/**
 * A smaller buffer cache than PostgreSQL's 128 MB default (on top of PGlite's own start
 * parameters): PGlite's WASM memory is resident and never shrinks, and its files sit in the
 * operating system's page cache anyway. 16 MB takes ~120 MB off a restarted server's idle RSS
 * (env PGLITE_SHARED_BUFFERS, e.g. 128MB, for a larger embedded site).
 */
const PGLITE_SHARED_BUFFERS = process.env.PGLITE_SHARED_BUFFERS ?? '16MB';

/**
 * PostgreSQL inside PGlite runs as WebAssembly, which V8 compiles twice: at once with its
 * baseline compiler (Liftoff), then the functions that run often again with its optimising
 * one (TurboFan), on background threads whose working memory the C allocator keeps. That
 * second tier took 60-75 MB of a restarted server's idle RSS (271 to 196 MB) and speeds up
 * only long queries (a 300,000-row sort and aggregate 0.4 s instead of ~0.6 s; a small indexed
 * query 0.6 ms either way), so the embedded database runs on the baseline code. PGLITE_WASM_OPTIMIZE=1 turns the second tier
 * back on (a larger embedded site with memory to spare). The flag is V8's, process-wide.
 */
const PGLITE_WASM_OPTIMIZE = process.env.PGLITE_WASM_OPTIMIZE === '1';

/** Far above what one site sends at once; see FairQueue. */
const PGLITE_QUEUE_LIMIT = Number(process.env.PGLITE_QUEUE_LIMIT ?? 5000);

/**
 * The PGlite client with its statements and transactions taken in arrival order through
 * `queue` (a transaction holds its turn until it ends; its own statements go through it).
 */
function fairlyQueued(client: PGlite, queue: FairQueue, writes: WriteWatch): PGlite {
  const queuedMethods = new Set<PropertyKey>(['query', 'exec', 'transaction']);
  return new Proxy(client, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      if (!queuedMethods.has(prop)) return value.bind(target);
      if (prop === 'transaction')
        return (work: (tx: Transaction) => Promise<unknown>) => {
          const seen = { wrote: false };
          return queue
            .run(() => target.transaction((tx) => work(watchedTransaction(tx, writes, seen))))
            .finally(() => {
              if (seen.wrote) writes.changed();
            });
        };
      return (...args: unknown[]) => {
        const wrote = typeof args[0] === 'string' && writes.writes(args[0]);
        const run = queue.run(() => value.apply(target, args));
        return wrote ? run.finally(() => writes.changed()) : run;
      };
    },
  });
}

/** A PGlite transaction noting in `seen` whether it wrote a watched table (reported after it ends). */
function watchedTransaction(tx: Transaction, writes: WriteWatch, seen: { wrote: boolean }): Transaction {
  return new Proxy(tx, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      if (prop !== 'query' && prop !== 'exec') return value.bind(target);
      return (...args: unknown[]) => {
        if (typeof args[0] === 'string' && writes.writes(args[0])) seen.wrote = true;
        return value.apply(target, args);
      };
    },
  });
}
