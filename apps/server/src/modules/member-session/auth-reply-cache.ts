import type { WriteWatch } from '../../platform/db/write-watch.ts';

/**
 * What `/api/auth` replies depends on these tables: the token (member_tokens), the member
 * (members: name, phone, status, spins), the latest transaction (transactions) and the site's
 * links (settings). A committed write to any of them empties the cache (WriteWatch).
 */
export const AUTH_REPLY_TABLES = ['member_tokens', 'members', 'transactions', 'settings'];

/**
 * Writes that change nothing a cached reply shows: a token's last-use stamp only ever moves a
 * link's expiry later (members/member-auth.service.ts `authenticateMember`, as Drizzle words it;
 * if the wording changes, the stamp simply empties the cache again, which is safe).
 */
export const AUTH_REPLY_IGNORED = [
  /^update "member_tokens" set "last_used_at" = \$1 where "member_tokens"\."id" = \$2$/,
];

/** How long a reply is reused at most (env AUTH_CACHE_MS; 0 turns the cache off). */
export const AUTH_CACHE_MS = Number(process.env.AUTH_CACHE_MS ?? 5_000);

type Entry<T> = { version: number; from: number; until: number; value: Promise<T> };

/**
 * `/api/auth` replies by token, reused for at most `ttlMs` (by the app clock) and only while no
 * write to a watched table has committed since the read started (`WriteWatch.version`: in this
 * process at once, in another instance through NOTIFY within milliseconds). So a deposit created,
 * approved or rejected, a profile change, a block or a revoked link shows in the next reply;
 * `ttlMs` bounds only what the servers cannot see: writes made outside them (psql). Concurrent
 * callers of one token share one read. Failures (401) are not kept. At most `maxEntries`
 * tokens are held (oldest out first).
 */
export class AuthReplyCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private version = -1;

  constructor(
    private readonly writes: WriteWatch,
    private readonly ttlMs = AUTH_CACHE_MS,
    private readonly maxEntries = 10_000,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  reply(token: string, now: number, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0 || !this.writes.trusted) return load();
    if (this.version !== this.writes.version) {
      this.entries.clear();
      this.version = this.writes.version;
    }
    const hit = this.entries.get(token);
    if (hit && hit.version === this.version && now >= hit.from && now < hit.until) return hit.value;
    if (hit) this.entries.delete(token);
    else if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const value = load();
    const entry: Entry<T> = { version: this.version, from: now, until: now + this.ttlMs, value };
    this.entries.set(token, entry);
    value.catch(() => {
      if (this.entries.get(token) === entry) this.entries.delete(token);
    });
    return value;
  }
}
