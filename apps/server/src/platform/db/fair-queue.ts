import { DomainError } from '../errors.ts';

/**
 * Runs work one unit at a time in arrival order (first in, first out), for the embedded PGlite
 * which has one connection: every request waits its turn instead of racing for the engine's
 * lock, so none starves. Past `limit` waiting units a new one is refused at once with
 * SERVER_BUSY (503 with Retry-After) - a backlog no real site reaches, which would otherwise
 * only grow into timeouts.
 *
 * The queue was not what starved requests under 200 connections (bench:api, 2026-11-24): each
 * request's wait in it stayed under ~100 ms. PGlite runs synchronously, so while its backlog
 * drains the event loop turns slowly, and Node accepts one new connection per turn (libuv 1.46:
 * one accept4 per readiness of the listening socket): ~160 of the 200 connections sat for
 * seconds in the kernel's accept queue (`ss -ltn` Recv-Q) while ~40 were served round and round,
 * and those timed out. Handing over through setImmediate does not change that (measured). What
 * removed it for `/api/auth` is not reading the database on most calls (member-session's reply
 * cache); a DB-bound route under as many new connections would meet it again.
 */
export class FairQueue {
  private readonly waiting: (() => void)[] = [];
  private running = false;

  constructor(private readonly limit: number) {}

  get length(): number {
    return this.waiting.length;
  }

  get busy(): boolean {
    return this.running;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running) {
      if (this.waiting.length >= this.limit) throw new DomainError('SERVER_BUSY');
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.running = true;
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running = false;
    }
  }
}
