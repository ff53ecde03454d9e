import pg from 'pg';

/**
 * Test setup (vitest `setupFiles`, node project): a statement sent on a PostgreSQL connection
 * while another is still running there fails the test. pg queues it today with a deprecation
 * warning printed once per process (easy to miss) and pg@9 will refuse it; on a transaction's
 * connection it is always a mistake (`Promise.all` over `tx` queries), so it is caught here,
 * where it happens, with the statement that did it.
 */
type QueueState = { _activeQuery?: unknown; _queryQueue: unknown[] };

const query = pg.Client.prototype.query;
pg.Client.prototype.query = function oneAtATime(this: pg.Client & QueueState, ...args: unknown[]) {
  const config = args[0] as string | { text?: string };
  const text = typeof config === 'string' ? config : (config?.text ?? '');
  // The rollback after such a failure waits its turn (pg queues it), as it should.
  if ((this._activeQuery || this._queryQueue.length > 0) && !/^\s*rollback\b/i.test(text)) {
    throw new Error(
      `a statement was sent while another was running on its connection: ${text.slice(0, 200)}`,
    );
  }
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;
