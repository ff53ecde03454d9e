import type { Db } from '../../../platform/db/client.ts';
import { getJsonSetting } from '../../settings/settings.service.ts';

/** Staff-side bounds behind the ':amount' messages that no product carries. */
export type MoneyLimits = { adjustment_min_sen: number; adjustment_max_sen: number };
export const DEFAULT_MONEY_LIMITS: MoneyLimits = { adjustment_min_sen: 100, adjustment_max_sen: 10_000_000 };

export async function getMoneyLimits(db: Db): Promise<MoneyLimits> {
  return getJsonSetting(db, 'money_limits', DEFAULT_MONEY_LIMITS);
}
