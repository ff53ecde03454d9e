import type { ProviderTimings } from '@topup/contracts/provider-timings.ts';

export type { ProviderTimings };

import type { Db } from '../../../platform/db/client.ts';
import { inTransaction } from '../../../platform/db/transaction.ts';
import { type Actor, recordActivity } from '../../audit/record-activity.ts';
import { getJsonSetting, putJsonSetting } from '../../settings/settings.service.ts';

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

/**
 * Saves the timings and logs the change (before and after). Reconciliation and the audit read
 * them on every run, so a change applies from the next run on every instance.
 */
export function setProviderTimings(db: Db, actor: Actor, timings: ProviderTimings): Promise<ProviderTimings> {
  return inTransaction(db, async (tx) => {
    const before = await providerTimings(tx);
    await putJsonSetting(tx, PROVIDER_TIMINGS_KEY, timings);
    await recordActivity(tx, actor, {
      action: 'settings.update',
      targetType: 'settings',
      targetId: PROVIDER_TIMINGS_KEY,
      before,
      after: timings,
    });
    return timings;
  });
}
