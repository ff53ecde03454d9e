import type { Db } from '../../platform/db/client.ts';
import { getJsonSetting } from '../settings/settings.service.ts';

/** Timings of resending provider calls and of the provider audit (setting `provider_timings`). */
export type ProviderTimings = {
  /** An open call younger than this is left to the request that sent it. */
  resend_after_ms: number;
  /** Wait before the first resend; doubles after each try up to `resend_backoff_max_ms`. */
  resend_backoff_ms: number;
  resend_backoff_max_ms: number;
  /** Resends before the call is handed to staff (a discrepancy); it is never failed for time. */
  resend_max_tries: number;
  /** How often each instance runs the provider audit (0: never on its own). */
  audit_interval_ms: number;
  /** The audit compares this much of the past. */
  audit_window_ms: number;
};

export const DEFAULT_PROVIDER_TIMINGS: ProviderTimings = {
  resend_after_ms: 15_000,
  resend_backoff_ms: 5_000,
  resend_backoff_max_ms: 300_000,
  resend_max_tries: 12,
  audit_interval_ms: 600_000,
  audit_window_ms: 24 * 3_600_000,
};

export const PROVIDER_TIMINGS_KEY = 'provider_timings';

export function providerTimings(db: Db): Promise<ProviderTimings> {
  return getJsonSetting(db, PROVIDER_TIMINGS_KEY, DEFAULT_PROVIDER_TIMINGS);
}
