import { afterEach, describe, expect, it } from 'vitest';
import { providerCallDuration } from '../../platform/metrics.ts';
import { type GameProvider, ProviderError } from './game-provider.ts';
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

  it('lets tests substitute a provider', async () => {
    const fake = { agentCredit: async () => 1 } as unknown as GameProvider;
    setProviderFactory(() => fake);
    expect(await providerFor(kiosk).agentCredit()).toBe(1);
  });

  it('times every call by kiosk, operation and outcome', async () => {
    const fake = {
      agentCredit: async () => 1,
      getBalance: async () => {
        throw new ProviderError('maintenance', 'down');
      },
    } as unknown as GameProvider;
    setProviderFactory(() => fake);
    const count = async (outcome: string, operation: string) => {
      const { values } = await providerCallDuration.get();
      const sample = values.find(
        (v) =>
          v.metricName === 'provider_call_duration_seconds_count' &&
          v.labels.kiosk === 'MEGA' &&
          v.labels.operation === operation &&
          v.labels.outcome === outcome,
      );
      return sample?.value ?? 0;
    };
    const [ok, down] = [await count('ok', 'agentCredit'), await count('maintenance', 'getBalance')];
    await providerFor(kiosk).agentCredit();
    await expect(providerFor(kiosk).getBalance('p1')).rejects.toThrow('down');
    expect(await count('ok', 'agentCredit')).toBe(ok + 1);
    expect(await count('maintenance', 'getBalance')).toBe(down + 1);
  });
});
