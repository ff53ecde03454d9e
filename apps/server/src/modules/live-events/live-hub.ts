import pg from 'pg';
import type { Database } from '../../platform/db/client.ts';
import { STAFF_QUEUE_CHANNEL } from './notify-queue-changed.ts';

type Listener = (payload: string) => void;
type Log = { warn: (obj: object, msg: string) => void };

const RECONNECT_MAX_MS = 30_000;

/**
 * One LISTEN per server instance, shared by all of its SSE clients. On PostgreSQL a dedicated
 * client (not a pooled one: LISTEN is per connection) reconnects with capped backoff; on PGlite
 * the in-process `listen` API is used.
 */
export class LiveHub {
  private readonly listeners = new Set<Listener>();
  private started: Promise<void> | undefined;
  private stopFn: (() => Promise<void>) | undefined;
  private closed = false;

  constructor(
    private readonly database: Database,
    private readonly log: Log,
  ) {}

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    this.started ??= this.start();
    return () => this.listeners.delete(listener);
  }

  /** Resolves once LISTEN is in place (tests wait for it before notifying). */
  ready(): Promise<void> {
    this.started ??= this.start();
    return this.started;
  }

  get size(): number {
    return this.listeners.size;
  }

  private emit(payload: string) {
    for (const listener of this.listeners) listener(payload);
  }

  private async start(): Promise<void> {
    if (this.database.pglite) {
      const unlisten = await this.database.pglite.listen(STAFF_QUEUE_CHANNEL, (payload) =>
        this.emit(payload),
      );
      this.stopFn = unlisten;
      return;
    }
    await this.connectPg(0);
  }

  private async connectPg(attempt: number): Promise<void> {
    if (this.closed || !this.database.url) return;
    const client = new pg.Client({ connectionString: this.database.url });
    const retry = () => {
      if (this.closed) return;
      const delayMs = Math.min(RECONNECT_MAX_MS, 500 * 2 ** Math.min(attempt, 6));
      setTimeout(() => void this.connectPg(attempt + 1), delayMs).unref();
    };
    client.on('notification', (message) => {
      if (message.channel === STAFF_QUEUE_CHANNEL) this.emit(message.payload ?? '{}');
    });
    client.on('error', (error) => {
      this.log.warn({ err: error }, 'live queue listener lost its connection; reconnecting');
      void client.end().catch(() => {});
      retry();
    });
    try {
      await client.connect();
      await client.query(`listen ${STAFF_QUEUE_CHANNEL}`);
      this.stopFn = () => client.end();
    } catch (error) {
      this.log.warn({ err: error }, 'live queue listener could not connect; retrying');
      void client.end().catch(() => {});
      retry();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
    await this.stopFn?.().catch(() => {});
  }
}
