import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { type Actor, recordActivity } from '../audit/record-activity.ts';
import { settings } from './settings.table.ts';

/** One whole-number setting kept under its key, with the value used while none is saved. */
export type NumberSetting = { key: string; fallback: number };

export async function readNumberSetting(db: Db, setting: NumberSetting): Promise<number> {
  const [row] = await db
    .select({ json: sql<string>`${settings.value}::text` })
    .from(settings)
    .where(eq(settings.key, setting.key));
  const value = row ? Number(JSON.parse(row.json)) : Number.NaN;
  return Number.isSafeInteger(value) && value >= 0 ? value : setting.fallback;
}

/** Saves the value and logs the change (before and after) in the activity log. */
export async function writeNumberSetting(
  db: Db,
  actor: Actor,
  setting: NumberSetting,
  value: number,
): Promise<number> {
  return inTransaction(db, async (tx) => {
    const before = await readNumberSetting(tx, setting);
    const json = sql`${JSON.stringify(value)}::jsonb`;
    await tx
      .insert(settings)
      .values({ key: setting.key, value: json })
      .onConflictDoUpdate({ target: settings.key, set: { value: json, updatedAt: sql`now()` } });
    await recordActivity(tx, actor, {
      action: 'settings.update',
      targetType: 'settings',
      targetId: setting.key,
      before,
      after: value,
    });
    return value;
  });
}
