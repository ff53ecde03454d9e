import type { FaultInput, FaultRule } from './fault-injector.ts';
import type { GameSession, Player } from './kiosk-store.ts';

export type KioskSummary = {
  kioskCode: string;
  agentCreditSen: number;
  maintenance: boolean;
  players: number;
  hasAgentKey: boolean;
};
export type RestoredPlayer = { username: string; password?: string; balanceSen?: number; frozen?: boolean };

/** A typed client for the simulator's /admin/ API, for e2e tests, benchmarks and scripts. */
export class KioskAdminClient {
  constructor(
    private readonly baseUrl: string,
    private readonly options: { adminKey?: string; timeoutMs?: number } = {},
  ) {}

  reset(): Promise<{ ok: true }> {
    return this.call('POST', '/admin/reset');
  }

  kiosks(): Promise<{ kiosks: KioskSummary[] }> {
    return this.call('GET', '/admin/kiosks');
  }

  setKiosk(
    kioskCode: string,
    settings: { agentKey?: string; agentCreditSen?: number; maintenance?: boolean },
  ): Promise<KioskSummary> {
    return this.call('PUT', `/admin/kiosks/${encodeURIComponent(kioskCode)}`, settings);
  }

  players(kioskCode: string): Promise<{ players: Player[] }> {
    return this.call('GET', `/admin/kiosks/${encodeURIComponent(kioskCode)}/players`);
  }

  player(kioskCode: string, username: string): Promise<Player> {
    return this.call(
      'GET',
      `/admin/kiosks/${encodeURIComponent(kioskCode)}/players/${encodeURIComponent(username)}`,
    );
  }

  restorePlayers(
    kioskCode: string,
    players: RestoredPlayer[],
  ): Promise<{ created: string[]; existing: string[] }> {
    return this.call('POST', `/admin/kiosks/${encodeURIComponent(kioskCode)}/players/restore`, { players });
  }

  play(
    kioskCode: string,
    username: string,
    options: { rounds?: number; seed?: number; game?: string } = {},
  ): Promise<{ session: GameSession }> {
    const path = `/admin/kiosks/${encodeURIComponent(kioskCode)}/players/${encodeURIComponent(username)}/play`;
    return this.call('POST', path, options);
  }

  autoplay(intervalMs: number, seed?: number): Promise<{ running: boolean }> {
    return this.call('POST', '/admin/autoplay', { intervalMs, seed });
  }

  totalBalance(kioskCode?: string): Promise<{ totalBalanceSen: number; players: number }> {
    const query = kioskCode ? `?kioskCode=${encodeURIComponent(kioskCode)}` : '';
    return this.call('GET', `/admin/total-balance${query}`);
  }

  addFault(fault: FaultInput): Promise<FaultRule> {
    return this.call('POST', '/admin/faults', fault);
  }

  faults(): Promise<{ faults: FaultRule[] }> {
    return this.call('GET', '/admin/faults');
  }

  clearFaults(): Promise<{ ok: true }> {
    return this.call('DELETE', '/admin/faults');
  }

  private async call<T>(method: string, path: string, body?: object): Promise<T> {
    const response = await fetch(`${this.baseUrl.replace(/\/+$/, '')}${path}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(this.options.adminKey ? { 'x-admin-key': this.options.adminKey } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000),
    });
    const payload = (await response.json()) as T & { error?: { code: string; message: string } };
    if (!response.ok)
      throw new Error(`kiosk admin ${method} ${path}: ${response.status} ${payload.error?.code}`);
    return payload;
  }
}
