import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { providerCalls } from '../transactions/provider-calls.table.ts';

/** The game accounts with a provider call that failed after `since`. */
export async function accountsWithCallsFailedSince(db: Db, since: Date): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: providerCalls.memberAccountId })
    .from(providerCalls)
    .where(and(eq(providerCalls.status, 'failed'), gt(providerCalls.resolvedAt, since)));
  return rows.map((row) => row.id);
}
