import { autoplayTick } from './gameplay.ts';
import type { KioskStore } from './kiosk-store.ts';
import { seededRandom } from './seeded-random.ts';

/** A timer that makes random players play now and then, so balances move like a live kiosk's. */
export class Autoplay {
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly store: KioskStore) {}

  get running(): boolean {
    return this.timer !== null;
  }

  start(intervalMs: number, seed: number): void {
    this.stop();
    const random = seededRandom(seed);
    this.timer = setInterval(() => autoplayTick(this.store, random), intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
