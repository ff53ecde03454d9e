import type { connectionBodySchema, KioskConnectionView } from '@topup/contracts/api/products.ts';
import type { z } from 'zod';
import type { ProviderKiosk } from './products.table.ts';

const MASK = '••••••';

/**
 * The agent key as staff see it: a fixed run of dots and, for a key long enough that four
 * characters give nothing away, its last four.
 */
export function maskAgentKey(key: string): string {
  return key.length >= 8 ? `${MASK}${key.slice(-4)}` : MASK;
}

/** The key to keep: an empty or unchanged masked value keeps the stored one. */
export function resolveAgentKey(submitted: string | undefined, stored: string | null): string | null {
  if (stored !== null && (!submitted || submitted === maskAgentKey(stored))) return stored;
  return submitted || null;
}

export type ConnectionBody = z.infer<typeof connectionBodySchema>;

/** The kiosk settings a connection body names, with the key resolved against the stored kiosk. */
export function connectionSettings(body: ConnectionBody, stored: ProviderKiosk | null) {
  return {
    providerKind: body.provider_kind,
    baseUrl: body.base_url,
    kioskCode: body.kiosk_code,
    agentKey: resolveAgentKey(body.agent_key, stored?.agentKey ?? null),
    timeoutMs: body.timeout_ms === undefined ? (stored?.timeoutMs ?? null) : body.timeout_ms,
  };
}

export function connectionJson(kiosk: ProviderKiosk | null): KioskConnectionView | null {
  if (!kiosk) return null;
  return {
    provider_kind: kiosk.providerKind,
    base_url: kiosk.baseUrl,
    kiosk_code: kiosk.kioskCode,
    agent_key: maskAgentKey(kiosk.agentKey),
    timeout_ms: kiosk.timeoutMs,
  };
}

/** The connection as the activity log keeps it: never the key, only whether it changed. */
export function connectionAudit(kiosk: ProviderKiosk, keyChanged: boolean) {
  return {
    provider_kind: kiosk.providerKind,
    base_url: kiosk.baseUrl,
    kiosk_code: kiosk.kioskCode,
    timeout_ms: kiosk.timeoutMs,
    agent_key_changed: keyChanged,
  };
}
