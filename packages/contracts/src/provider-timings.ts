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

/** GET /api/staff/provider-audit/timings: the timings and the range staff may set each to. */
export type ProviderTimingsReply = {
  timings: ProviderTimings;
  limits: Record<keyof ProviderTimings, { min: number; max: number }>;
};
