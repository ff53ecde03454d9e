import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { providerFor } from '../providers/provider-registry.ts';
import { type ProviderKiosk, products, providerKiosks } from './products.table.ts';

/** Stores what the kiosk answered for its agent credit (in the sync's transaction). */
export async function recordAgentCredit(
  db: Db,
  kioskId: number,
  creditSen: number,
  now: Date,
): Promise<void> {
  await db
    .update(providerKiosks)
    .set({ agentCreditSen: creditSen, agentCreditCheckedAt: now })
    .where(eq(providerKiosks.id, kioskId));
}

/** A read that got no answer: the last figure and its time stay, now shown as stale. */
export async function recordAgentCreditFailure(db: Db, kioskId: number, now: Date): Promise<void> {
  await db.update(providerKiosks).set({ agentCreditFailedAt: now }).where(eq(providerKiosks.id, kioskId));
}

/** The agent credit at a kiosk, in sen, read through its provider (throws the provider's error). */
export function readAgentCredit(
  kiosk: Pick<ProviderKiosk, 'baseUrl' | 'kioskCode' | 'agentKey' | 'timeoutMs'>,
): Promise<number> {
  return providerFor({
    baseUrl: kiosk.baseUrl,
    kioskCode: kiosk.kioskCode,
    agentKey: kiosk.agentKey,
    ...(kiosk.timeoutMs === null ? {} : { timeoutMs: kiosk.timeoutMs }),
  }).agentCredit();
}

/**
 * Reads the agent credit of every kiosk a product not retired uses, one kiosk after another, and
 * records each answer or its failure. Returns the kiosks that did not answer.
 */
export async function refreshAgentCredits(db: Db, now: () => Date): Promise<number[]> {
  const kiosks = await db
    .selectDistinct({ kiosk: providerKiosks })
    .from(providerKiosks)
    .innerJoin(products, and(eq(products.kioskId, providerKiosks.id), ne(products.status, 'retired')));
  const failed: number[] = [];
  for (const { kiosk } of kiosks) {
    try {
      await recordAgentCredit(db, kiosk.id, await readAgentCredit(kiosk), now());
    } catch {
      failed.push(kiosk.id);
      await recordAgentCreditFailure(db, kiosk.id, now());
    }
  }
  return failed;
}
