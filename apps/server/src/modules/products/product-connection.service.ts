import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import { type ConnectionBody, connectionAudit, connectionSettings } from './kiosk-connection.ts';
import { type Product, type ProviderKiosk, products, providerKiosks } from './products.table.ts';

/**
 * Saves a product's kiosk connection in the caller's transaction: its kiosk updated, or a new
 * kiosk (named after the product) when it has none. A masked or empty agent key keeps the
 * stored one; a new kiosk needs a key. Returns what the activity log keeps of it.
 */
export async function saveConnection(tx: Db, product: Product, body: ConnectionBody) {
  const [stored] =
    product.kioskId === null
      ? []
      : await tx.select().from(providerKiosks).where(eq(providerKiosks.id, product.kioskId)).for('update');
  const { agentKey, ...settings } = connectionSettings(body, stored ?? null);
  if (!agentKey)
    throw new DomainError(
      'PRODUCT_CONNECTION_REQUIRED',
      {},
      { fields: { 'connection.agent_key': 'PRODUCT_CONNECTION_REQUIRED' } },
    );
  let kiosk: ProviderKiosk;
  if (stored) {
    [kiosk] = (await tx
      .update(providerKiosks)
      .set({ ...settings, agentKey, updatedAt: new Date() })
      .where(eq(providerKiosks.id, stored.id))
      .returning()) as [ProviderKiosk];
  } else {
    [kiosk] = (await tx
      .insert(providerKiosks)
      .values({ ...settings, agentKey, name: product.name })
      .returning()) as [ProviderKiosk];
    await tx.update(products).set({ kioskId: kiosk.id }).where(eq(products.id, product.id));
  }
  return connectionAudit(kiosk, agentKey !== stored?.agentKey);
}

/** A renamed product's own kiosk takes its new name (kiosk names are unique, as product names are). */
export async function renameKiosk(tx: Db, product: Product): Promise<void> {
  if (product.kioskId === null) return;
  await tx
    .update(providerKiosks)
    .set({ name: product.name, updatedAt: new Date() })
    .where(eq(providerKiosks.id, product.kioskId));
}
