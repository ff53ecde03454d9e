import { eq, sql } from 'drizzle-orm';
import { DEFAULT_BUSINESS_TIME_ZONE, isTimeZone } from '../../platform/business-time.ts';
import type { Db } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { type Actor, recordActivity } from '../audit/record-activity.ts';
import { cachedSiteRead, invalidateSiteCache } from './settings.service.ts';
import { settings } from './settings.table.ts';

/**
 * The business time zone (IANA name): report days, weeks and shifts are cut in it. The database
 * reads the same setting (`business_time_zone()`, migration 0421) to cut the daily ledger summary,
 * and rebuilds that summary in the same transaction when it changes.
 */
export const BUSINESS_TIME_ZONE_KEY = 'business_time_zone';

export function getBusinessTimeZone(db: Db): Promise<string> {
  return cachedSiteRead(db, BUSINESS_TIME_ZONE_KEY, async () => {
    const [row] = await db
      .select({ json: sql<string>`${settings.value}::text` })
      .from(settings)
      .where(eq(settings.key, BUSINESS_TIME_ZONE_KEY));
    const value = row ? JSON.parse(row.json) : null;
    return typeof value === 'string' && isTimeZone(value) ? value : DEFAULT_BUSINESS_TIME_ZONE;
  });
}

/** Sets the zone (known to both this runtime and PostgreSQL, else INVALID_REQUEST), logged. */
export async function setBusinessTimeZone(db: Db, actor: Actor, zone: string): Promise<string> {
  if (!isTimeZone(zone)) throw new DomainError('INVALID_REQUEST');
  const result = await inTransaction(db, async (tx) => {
    const [known] = (
      (await tx.execute(sql`select 1 as ok from pg_timezone_names where name = ${zone}`)) as unknown as {
        rows: unknown[];
      }
    ).rows;
    if (!known) throw new DomainError('INVALID_REQUEST');
    const before = await getBusinessTimeZone(tx);
    const json = sql`${JSON.stringify(zone)}::jsonb`;
    await tx
      .insert(settings)
      .values({ key: BUSINESS_TIME_ZONE_KEY, value: json })
      .onConflictDoUpdate({ target: settings.key, set: { value: json, updatedAt: sql`now()` } });
    await recordActivity(tx, actor, {
      action: 'settings.update',
      targetType: 'settings',
      targetId: BUSINESS_TIME_ZONE_KEY,
      before,
      after: zone,
    });
    return zone;
  });
  invalidateSiteCache();
  return result;
}
