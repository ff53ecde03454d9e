/** When open provider calls are resent and how the provider audit runs (setting `provider_timings`). */
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

/** What staff may set each timing to (inclusive); the screen shows these ranges. */
export const PROVIDER_TIMING_LIMITS: Record<keyof ProviderTimings, { min: number; max: number }> = {
  resend_after_ms: { min: 1_000, max: 3_600_000 },
  resend_backoff_ms: { min: 1_000, max: 3_600_000 },
  resend_backoff_max_ms: { min: 1_000, max: 86_400_000 },
  resend_max_tries: { min: 1, max: 100 },
  audit_interval_ms: { min: 0, max: 86_400_000 },
  audit_window_ms: { min: 3_600_000, max: 31 * 86_400_000 },
};
