import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { providerKiosks } from './products.table.ts';

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
