import type { Db } from '../../platform/db/client.ts';
import type { Actor } from '../audit/record-activity.ts';
import { type NumberSetting, readNumberSetting, writeNumberSetting } from './number-setting.ts';

/**
 * How long a claim on a pending deposit or withdrawal holds: an operator who claims
 * and goes away blocks nobody for longer than this; claiming again renews it.
 */
export const CLAIM_EXPIRY: NumberSetting = { key: 'claim_expiry_minutes', fallback: 10 };

export function getClaimExpiryMinutes(db: Db): Promise<number> {
  return readNumberSetting(db, CLAIM_EXPIRY);
}

export function setClaimExpiryMinutes(db: Db, actor: Actor, minutes: number): Promise<number> {
  return writeNumberSetting(db, actor, CLAIM_EXPIRY, minutes);
}

/** Claims made before this moment have expired. */
export async function claimCutoff(db: Db, now: Date): Promise<Date> {
  return new Date(now.getTime() - (await getClaimExpiryMinutes(db)) * 60_000);
}
