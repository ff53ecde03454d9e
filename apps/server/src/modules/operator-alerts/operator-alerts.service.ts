import type { AlertSettings } from '@topup/contracts/api/operator-alerts.ts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { operatorAlertSettings } from './operator-alerts.table.ts';

export const DEFAULT_ALERT_SETTINGS: AlertSettings = { sound: true, volume: 70 };

/** The operator's alert settings, or the defaults when they never saved any. */
export async function getAlertSettings(db: Db, operatorId: number): Promise<AlertSettings> {
  const [row] = await db
    .select({ sound: operatorAlertSettings.sound, volume: operatorAlertSettings.volume })
    .from(operatorAlertSettings)
    .where(eq(operatorAlertSettings.operatorId, operatorId));
  return row ?? DEFAULT_ALERT_SETTINGS;
}

export async function saveAlertSettings(
  db: Db,
  operatorId: number,
  next: AlertSettings,
  now: Date,
): Promise<AlertSettings> {
  const values = { sound: next.sound, volume: next.volume, updatedAt: now };
  await db
    .insert(operatorAlertSettings)
    .values({ operatorId, ...values })
    .onConflictDoUpdate({ target: operatorAlertSettings.operatorId, set: values });
  return { sound: next.sound, volume: next.volume };
}
