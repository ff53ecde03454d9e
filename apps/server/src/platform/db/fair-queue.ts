import { DomainError } from '../errors.ts';

/**
 * Runs work one unit at a time in arrival order (first in, first out), for the embedded PGlite
 * which has one connection: every request waits its turn instead of racing for the engine's
 * lock, so none starves. Past `limit` waiting units a new one is refused at once with
 * SERVER_BUSY (503 with Retry-After) - a backlog no real site reaches, which would otherwise
 * only grow into timeouts.
 */
export class FairQueue {
  private readonly waiting: (() => void)[] = [];
  private busy = false;

  constructor(private readonly limit: number) {}

  get length(): number {
    return this.waiting.length;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.busy) {
      if (this.waiting.length >= this.limit) throw new DomainError('SERVER_BUSY');
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.busy = true;
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.busy = false;
    }
  }
}
