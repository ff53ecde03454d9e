import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { inTransaction, sqlState } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { type Actor, recordActivity } from '../audit/record-activity.ts';
import type { ConnectionBody } from './kiosk-connection.ts';
import { saveConnection } from './product-connection.service.ts';
import { type Product, products, providerKiosks } from './products.table.ts';
import { assertBounds, auditedProduct, type ProductPatch, withUniqueName } from './products-admin.service.ts';

type NewProduct = ProductPatch & Pick<Product, 'name'>;

/** Product create with its kiosk connection, in the activity log (never the agent key). */
export async function createProduct(
  db: Db,
  values: NewProduct,
  connection: ConnectionBody,
  actor: Actor,
): Promise<Product> {
  return withUniqueName(() =>
    inTransaction(db, async (tx) => {
      const [created] = await tx.insert(products).values(values).returning();
      assertBounds(created!);
      const savedConnection = await saveConnection(tx, created!, connection);
      const [product] = await tx.select().from(products).where(eq(products.id, created!.id));
      await recordActivity(tx, actor, {
        action: 'product.create',
        targetType: 'product',
        targetId: product!.id,
        after: { ...auditedProduct(product!), connection: savedConnection },
      });
      return product!;
    }),
  );
}

async function lockedProduct(tx: Db, id: number): Promise<Product> {
  const [product] = await tx.select().from(products).where(eq(products.id, id)).for('update');
  if (!product) throw new DomainError('PRODUCT_NOT_FOUND');
  return product;
}

/** Retire: hidden from members for good (every member read takes active products only), kept for history. */
export async function retireProduct(db: Db, id: number, actor: Actor): Promise<Product> {
  return inTransaction(db, async (tx) => {
    const before = await lockedProduct(tx, id);
    if (before.status === 'retired') throw new DomainError('PRODUCT_RETIRED');
    const [after] = await tx
      .update(products)
      .set({ status: 'retired', updatedAt: new Date() })
      .where(eq(products.id, id))
      .returning();
    await recordActivity(tx, actor, {
      action: 'product.retire',
      targetType: 'product',
      targetId: id,
      before: { status: before.status },
      after: { status: 'retired' },
    });
    return after!;
  });
}

/**
 * Delete, for a product no money has moved through: once a game account exists (every
 * transaction names one; its foreign key refuses the delete) it can only be retired. Its kiosk goes with it unless something else
 * still names the kiosk (another product, a provider audit record); then the kiosk stays, renamed
 * so the product's name is free again.
 */
export async function deleteProduct(db: Db, id: number, actor: Actor): Promise<void> {
  await inTransaction(db, async (tx) => {
    const product = await lockedProduct(tx, id);
    // Game accounts are another module's rows: their foreign key to the product is what refuses.
    try {
      await tx.transaction((savepoint) => savepoint.delete(products).where(eq(products.id, id)));
    } catch (error) {
      if (sqlState(error) === '23503') throw new DomainError('PRODUCT_HAS_HISTORY');
      throw error;
    }
    if (product.kioskId !== null) await dropKiosk(tx, product.kioskId, product.id);
    await recordActivity(tx, actor, {
      action: 'product.delete',
      targetType: 'product',
      targetId: id,
      before: auditedProduct(product),
    });
  });
}

async function dropKiosk(tx: Db, kioskId: number, productId: number): Promise<void> {
  const [sharing] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.kioskId, kioskId), ne(products.id, productId)))
    .limit(1);
  if (sharing) return;
  try {
    await tx.transaction(async (savepoint) => {
      await savepoint.delete(providerKiosks).where(eq(providerKiosks.id, kioskId));
    });
  } catch (error) {
    if (sqlState(error) !== '23503') throw error;
    await tx
      .update(providerKiosks)
      .set({ name: `${kioskId} (deleted product ${productId})` })
      .where(eq(providerKiosks.id, kioskId));
  }
}
