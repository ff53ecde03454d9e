import { providerCallDuration } from '../../platform/metrics.ts';
import { type GameProvider, ProviderError } from './game-provider.ts';

/**
 * The provider with every call timed into `provider_call_duration_seconds`, labelled by kiosk,
 * operation (the method's name) and outcome: `ok`, the ProviderError's kind, or `error`.
 */
export function timedProvider(provider: GameProvider, kiosk: string): GameProvider {
  return new Proxy(provider, {
    get(target, operation, receiver) {
      const value = Reflect.get(target, operation, receiver);
      if (typeof value !== 'function' || typeof operation !== 'string') return value;
      return async (...args: unknown[]) => {
        const stop = providerCallDuration.startTimer({ kiosk, operation });
        try {
          const result = await value.apply(target, args);
          stop({ outcome: 'ok' });
          return result;
        } catch (error) {
          stop({ outcome: error instanceof ProviderError ? error.kind : 'error' });
          throw error;
        }
      };
    },
  });
}
