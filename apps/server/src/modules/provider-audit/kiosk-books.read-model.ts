import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { memberAccounts } from '../member-accounts/member-accounts.table.ts';
import { products, providerKiosks } from '../products/products.table.ts';
import { type ProviderCall, providerCalls } from '../transactions/provider-calls.table.ts';

/**
 * Read model of the provider audit: our side of one kiosk's books (its game accounts and the
 * provider calls on them), read across the products, member-accounts and outbox tables.
 */
export type KioskRow = typeof providerKiosks.$inferSelect;

export function allKiosks(db: Db): Promise<KioskRow[]> {
  return db.select().from(providerKiosks).orderBy(providerKiosks.id);
}

/** The kiosk's game accounts by provider username. */
export async function kioskAccounts(db: Db, kioskId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: memberAccounts.id, username: memberAccounts.username })
    .from(memberAccounts)
    .innerJoin(products, eq(products.id, memberAccounts.productId))
    .where(eq(products.kioskId, kioskId));
  return new Map(rows.map((r) => [r.username, r.id]));
}

export async function callsByReference(db: Db, references: string[]): Promise<Map<string, ProviderCall>> {
  if (!references.length) return new Map();
  const rows = await db.select().from(providerCalls).where(inArray(providerCalls.reference, references));
  return new Map(rows.map((c) => [c.reference, c]));
}

/** Calls on the kiosk's accounts settled as moved within the window. */
export async function succeededCallsIn(
  db: Db,
  accountIds: number[],
  window: { since: Date; until: Date },
): Promise<ProviderCall[]> {
  if (!accountIds.length) return [];
  return db
    .select()
    .from(providerCalls)
    .where(
      and(
        inArray(providerCalls.memberAccountId, accountIds),
        eq(providerCalls.status, 'succeeded'),
        gte(providerCalls.resolvedAt, window.since),
        lt(providerCalls.resolvedAt, window.until),
      ),
    );
}

export async function openCallCount(db: Db, accountIds: number[]): Promise<number> {
  if (!accountIds.length) return 0;
  const rows = await db
    .select({ id: providerCalls.id })
    .from(providerCalls)
    .where(
      and(
        inArray(providerCalls.memberAccountId, accountIds),
        inArray(providerCalls.status, ['pending', 'unknown']),
      ),
    );
  return rows.length;
}
