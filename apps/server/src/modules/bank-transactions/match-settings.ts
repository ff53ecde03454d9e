import type { MatchSettings } from '@topup/contracts/api/bank-transactions.ts';
import type { Db } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { type Actor, recordActivity } from '../audit/record-activity.ts';
import { getJsonSetting, putJsonSetting } from '../settings/settings.service.ts';

/**
 * A bank line matches a deposit of the same amount (or within a drift) near in time.
 * With `auto_match`, an imported line whose only candidate has the exact amount and its bank
 * is matched without waiting for staff.
 */
const SETTINGS_KEY = 'bank_matching';
export const DEFAULT_MATCH_SETTINGS: MatchSettings = { drift_sen: 0, window_minutes: 60, auto_match: false };

export async function getMatchSettings(db: Db): Promise<MatchSettings> {
  return getJsonSetting(db, SETTINGS_KEY, DEFAULT_MATCH_SETTINGS);
}

export async function updateMatchSettings(db: Db, actor: Actor, next: MatchSettings): Promise<MatchSettings> {
  return inTransaction(db, async (tx) => {
    const before = await getMatchSettings(tx);
    await putJsonSetting(tx, SETTINGS_KEY, next);
    await recordActivity(tx, actor, {
      action: 'bank_matching.settings',
      targetType: 'settings',
      targetId: SETTINGS_KEY,
      before,
      after: next,
    });
    return next;
  });
}
