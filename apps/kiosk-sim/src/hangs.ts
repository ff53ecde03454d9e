import type { FastifyRequest } from 'fastify';

// A hung reply is let go after this at the latest, so nothing waits forever.
const MAX_HANG_MS = 10 * 60_000;

/** Replies held open on purpose (timeout faults) until the client gives up or the simulator closes. */
export class Hangs {
  private waiting = new Set<() => void>();

  /** Resolves when the client closes the connection, the simulator closes, or after MAX_HANG_MS. */
  until(request: FastifyRequest): Promise<void> {
    const socket = request.raw.socket;
    if (socket.destroyed) return Promise.resolve();
    return new Promise((resolve) => {
      const release = () => {
        clearTimeout(timer);
        socket.off('close', release);
        this.waiting.delete(release);
        resolve();
      };
      const timer = setTimeout(release, MAX_HANG_MS);
      socket.once('close', release);
      this.waiting.add(release);
    });
  }

  releaseAll(): void {
    for (const release of [...this.waiting]) release();
  }
}
