import { afterEach, describe, expect, it } from 'vitest';
import type { GameProvider } from './game-provider.ts';
import { HttpGameProvider } from './http-game-provider.ts';
import { providerFor, setProviderFactory } from './provider-registry.ts';

const kiosk = { baseUrl: 'http://127.0.0.1:4100', kioskCode: 'MEGA', agentKey: 'k' };

afterEach(() => setProviderFactory(null));

describe('providerFor', () => {
  it('gives one HTTP provider per distinct kiosk settings', () => {
    const provider = providerFor(kiosk);
    expect(provider).toBeInstanceOf(HttpGameProvider);
    expect(providerFor({ ...kiosk })).toBe(provider);
    expect(providerFor({ ...kiosk, kioskCode: 'OTHER' })).not.toBe(provider);
    expect(providerFor({ ...kiosk, timeoutMs: 100 })).not.toBe(provider);
  });

  it('lets tests substitute a provider', () => {
    const fake = { agentCredit: async () => 1 } as unknown as GameProvider;
    setProviderFactory(() => fake);
    expect(providerFor(kiosk)).toBe(fake);
  });
});
