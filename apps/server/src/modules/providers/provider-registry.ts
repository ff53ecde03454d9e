import type { GameProvider } from './game-provider.ts';
import { HttpGameProvider, type KioskSettings } from './http-game-provider.ts';
import { timedProvider } from './timed-provider.ts';

type ProviderFactory = (kiosk: KioskSettings) => GameProvider;

// Products are few; the bound only stops a runaway of ever-changing settings.
const MAX_CACHED = 1000;
const cache = new Map<string, GameProvider>();
const httpFactory: ProviderFactory = (kiosk) => new HttpGameProvider(kiosk);
let factory: ProviderFactory = httpFactory;

/**
 * The GameProvider for a product's kiosk settings, one instance per distinct settings. It does
 * not read the products table: the caller passes the product's `{ baseUrl, kioskCode, agentKey }`.
 * Every call is timed for the metrics.
 */
export function providerFor(kiosk: KioskSettings): GameProvider {
  const key = JSON.stringify([kiosk.baseUrl, kiosk.kioskCode, kiosk.agentKey, kiosk.timeoutMs ?? null]);
  let provider = cache.get(key);
  if (!provider) {
    if (cache.size >= MAX_CACHED) cache.clear();
    provider = timedProvider(factory(kiosk), kiosk.kioskCode);
    cache.set(key, provider);
  }
  return provider;
}

/** Tests may swap in a fake provider; pass null to go back to HTTP. Clears the cache either way. */
export function setProviderFactory(next: ProviderFactory | null): void {
  factory = next ?? httpFactory;
  cache.clear();
}
