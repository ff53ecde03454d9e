import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** The channel server instances tell each other of their committed writes to watched tables on. */
export const WRITES_CHANNEL = 'watched_writes';

const RECONNECT_MAX_MS = 30_000;

/**
 * Counts committed writes to the tables a cache asked to watch, for in-process caches that must
 * never show an old value (the member's `/api/auth`: money state). The database handle reports
 * every statement it runs (`statement`, `commit`); a write to a watched table outside a
 * transaction bumps `version` once it completed, one inside a transaction once the transaction
 * ended. A cached value read while `version` was v is good only while `version` is still v: a
 * read that started before a write's commit finished is dropped, one started after sees it.
 *
 * Other server instances on the same PostgreSQL database: each change is also sent with NOTIFY on
 * `WRITES_CHANNEL`, and a dedicated LISTEN connection bumps `version` for another instance's
 * writes (milliseconds after their commit). While that connection is down, `trusted` is false
 * and caches must read through. Writes made outside the servers (psql, scripts) are not seen:
 * that is what a cache's short lifetime bounds. PGlite is one process: no NOTIFY needed.
 */
export class WriteWatch {
  /** Bumped after each committed write to a watched table, here or in another instance. */
  version = 0;
  private readonly tables = new Set<string>();
  private readonly ignored: RegExp[] = [];
  private pattern: RegExp | undefined;
  private listening: pg.Client | undefined;
  private connected = false;
  private closed = false;
  private readonly instance = randomUUID();
  private notifying = false;
  private notifyAgain = false;

  constructor(
    private readonly notify?: {
      url: string;
      /** Sends one NOTIFY (through the pool); errors are the caller's to ignore. */
      send: (channel: string, payload: string) => Promise<unknown>;
    },
  ) {}

  /**
   * Starts watching `tables` (names as in SQL). `ignore`: statements known not to change what
   * the caller caches (e.g. a token's last-use stamp), matched against the statement text.
   */
  watch(tables: string[], ignore: RegExp[] = []): this {
    for (const table of tables) this.tables.add(table.toLowerCase());
    this.ignored.push(...ignore);
    const names = [...this.tables].map((t) => t.replace(/[^a-z0-9_]/g, '')).join('|');
    // insert into / update / delete from / truncate, optionally schema-qualified and quoted.
    this.pattern = new RegExp(
      `\\b(?:insert\\s+into|update|delete\\s+from|truncate(?:\\s+table)?)\\s+(?:only\\s+)?(?:"?public"?\\.)?"?(?:${names})"?(?=[\\s(,;]|$)`,
      'i',
    );
    if (this.notify && !this.listening && !this.closed) void this.listen(0);
    return this;
  }

  /** False while another instance's writes could go unseen (PostgreSQL LISTEN not connected). */
  get trusted(): boolean {
    return !this.notify || this.connected;
  }

  /** Does this statement write a watched table? Cheap for reads: most statements start with select. */
  writes(text: string): boolean {
    if (!this.pattern) return false;
    if (/^\s*select\b/i.test(text) && !/\b(insert|update|delete)\b/i.test(text)) return false;
    if (!this.pattern.test(text)) return false;
    return !this.ignored.some((re) => re.test(text));
  }

  /**
   * A write to a watched table has committed here. `told`: the NOTIFY went with the commit
   * (`noticeWithCommit`), so none is sent after it.
   */
  changed(told = false): void {
    this.version++;
    if (this.notify && this.pattern && !told) this.tellOthers();
  }

  /**
   * The statement to send in the same round trip as a transaction's `commit` that wrote a
   * watched table (`commit; <notice>`, as one simple query: the NOTIFY runs in its own implicit
   * transaction right after the commit, so it never holds the commit's locks, and it costs no
   * round trip of its own), or undefined when there is nobody to tell. It goes through
   * `notify_quietly` (migration 0501): a NOTIFY that failed after the commit must not make the
   * committed transaction look failed to its caller.
   */
  noticeWithCommit(): string | undefined {
    if (!this.notify || !this.pattern) return undefined;
    return `select notify_quietly('${WRITES_CHANNEL}', '${this.instance}')`;
  }

  /**
   * One NOTIFY in flight at a time: writes that commit while it is out are told by one more
   * after it (every write is followed by a NOTIFY sent after its commit), so a busy server sends
   * a few a second instead of one round trip per write.
   */
  private tellOthers(): void {
    if (this.notifying) {
      this.notifyAgain = true;
      return;
    }
    this.notifying = true;
    this.notify!.send(WRITES_CHANNEL, this.instance)
      .catch(() => {
        // Lost: the other instances' caches still expire on their own lifetime.
      })
      .finally(() => {
        this.notifying = false;
        if (!this.notifyAgain) return;
        this.notifyAgain = false;
        this.tellOthers();
      });
  }

  private async listen(failures: number): Promise<void> {
    if (this.closed || !this.notify) return;
    let attempt = failures;
    const client = new pg.Client({ connectionString: this.notify.url });
    this.listening = client;
    let failed = false;
    const retry = () => {
      if (failed) return;
      failed = true;
      this.connected = false;
      this.version++;
      void client.end().catch(() => {});
      if (this.closed) return;
      const delayMs = Math.min(RECONNECT_MAX_MS, 250 * 2 ** Math.min(attempt, 7));
      setTimeout(() => void this.listen(attempt + 1), delayMs).unref();
    };
    client.on('notification', (message) => {
      if (message.channel === WRITES_CHANNEL && message.payload !== this.instance) this.version++;
    });
    client.on('error', retry);
    client.on('end', retry);
    try {
      await client.connect();
      await client.query(`listen ${WRITES_CHANNEL}`);
      // Writes another instance made while this one was not listening are unknown: start over.
      this.version++;
      this.connected = !this.closed;
      attempt = 0;
    } catch {
      retry();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.connected = false;
    await this.listening?.end().catch(() => {});
  }
}
