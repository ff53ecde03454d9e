import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import type { GameProvider } from '../providers/game-provider.ts';
import { providerFor } from '../providers/provider-registry.ts';
import { type Product, type ProviderKiosk, products, providerKiosks } from './products.table.ts';

export async function listActiveProducts(db: Db): Promise<Product[]> {
  return db
    .select()
    .from(products)
    .where(eq(products.status, 'active'))
    .orderBy(asc(products.position), asc(products.id));
}

/** An active product, or 'Product not found.' */
export async function getActiveProduct(db: Db, productId: number): Promise<Product> {
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, productId), eq(products.status, 'active')));
  if (!product) throw new DomainError('PRODUCT_NOT_FOUND');
  return product;
}

export function assertNotInMaintenance(product: Product): void {
  if (product.maintenance) throw new DomainError('PRODUCT_MAINTENANCE');
}

/**
 * The GameProvider behind a product's kiosk (docs/provider-protocol.md). `known`: the kiosk row
 * as the caller read it with the product (a game account read brings it), else it is read here.
 */
export async function providerForProduct(
  db: Db,
  product: Product,
  known?: ProviderKiosk | null,
): Promise<GameProvider> {
  if (product.kioskId === null) throw new DomainError('PRODUCT_MAINTENANCE');
  const [kiosk] =
    known?.id === product.kioskId
      ? [known]
      : await db.select().from(providerKiosks).where(eq(providerKiosks.id, product.kioskId));
  if (!kiosk) throw new DomainError('PRODUCT_MAINTENANCE');
  return providerFor({
    baseUrl: kiosk.baseUrl,
    kioskCode: kiosk.kioskCode,
    agentKey: kiosk.agentKey,
    ...(kiosk.timeoutMs === null ? {} : { timeoutMs: kiosk.timeoutMs }),
  });
}
