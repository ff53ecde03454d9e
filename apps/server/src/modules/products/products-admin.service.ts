import type { ProductDetailView, ProductView } from '@topup/contracts/api/products.ts';
import { formatSen } from '@topup/contracts/money.ts';
import type { ProductStatus } from '@topup/contracts/product-options.ts';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { inTransaction, isUniqueViolation } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { fetchList, type ListQuery, type ListSpec } from '../../platform/pagination.ts';
import { type Actor, recordActivity } from '../audit/record-activity.ts';
import { getAgentCreditWarningSen } from '../settings/agent-credit-warning.ts';
import { recordAgentCredit, recordAgentCreditFailure } from './agent-credit.service.ts';
import { type ConnectionBody, connectionJson } from './kiosk-connection.ts';
import { renameKiosk, saveConnection } from './product-connection.service.ts';
import { providerForProduct } from './products.service.ts';
import { type Product, type ProviderKiosk, products, providerKiosks } from './products.table.ts';

const spec: ListSpec = {
  sortable: { id: products.id, name: products.name, tier: products.tier, position: products.position },
  defaultSort: 'position',
  tiebreak: products.id,
  searchable: [products.name],
};

const money = (sen: number | null) => (sen === null ? null : formatSen(sen));

export type ProductJson = ReturnType<typeof productJson>;

type KioskCredit = Pick<
  ProviderKiosk,
  'agentCreditSen' | 'agentCreditCheckedAt' | 'agentCreditFailedAt'
> | null;

/**
 * A product as staff see it; with its kiosk, the agent credit last reported there and whether
 * it is below the warning setting.
 */
export function productJson(
  p: Product,
  kiosk: KioskCredit = null,
  warningSen: number | null = null,
): ProductView {
  const creditSen = kiosk?.agentCreditSen ?? null;
  const failedAt = kiosk?.agentCreditFailedAt ?? null;
  const checkedAt = kiosk?.agentCreditCheckedAt ?? null;
  return {
    agent_credit: money(creditSen),
    agent_credit_checked_at: kiosk?.agentCreditCheckedAt?.toISOString() ?? null,
    agent_credit_low: creditSen !== null && warningSen !== null && creditSen < warningSen,
    agent_credit_stale: failedAt !== null && (checkedAt === null || failedAt > checkedAt),
    id: p.id,
    name: p.name,
    tier: p.tier,
    url: p.url,
    pin: p.pin,
    pc_link: p.pcLink,
    android_link: p.androidLink,
    ios_link: p.iosLink,
    slot_link: p.slotLink,
    live_link: p.liveLink,
    game_username: p.gameUsername,
    game_password: p.gamePassword,
    sync_state: p.syncState,
    min_deposit: money(p.minDepositSen),
    max_deposit: money(p.maxDepositSen),
    min_withdrawal: money(p.minWithdrawalSen),
    max_withdrawal: money(p.maxWithdrawalSen),
    max_balance_to_deposit: money(p.maxBalanceToDepositSen),
    maintenance: p.maintenance,
    status: p.status,
    position: p.position,
    updated_at: p.updatedAt.toISOString(),
  };
}

/** Staff lists: every product, or those of one status (Retired are shown only when asked for). */
export async function listProducts(db: Db, query: ListQuery, status?: ProductStatus) {
  const warningSen = await getAgentCreditWarningSen(db);
  const filter = status === undefined ? undefined : eq(products.status, status);
  return fetchList<ProductJson>(
    query,
    spec,
    {
      rows: async (w) =>
        (
          await db
            .select({ product: products, kiosk: providerKiosks })
            .from(products)
            .leftJoin(providerKiosks, eq(providerKiosks.id, products.kioskId))
            .where(w.where)
            .orderBy(...w.orderBy)
            .limit(w.limit)
            .offset(w.offset)
        ).map((r) => productJson(r.product, r.kiosk, warningSen)),
      count: async (where) => (await db.select({ n: count() }).from(products).where(where))[0]?.n ?? 0,
    },
    [filter],
  );
}

export async function getProduct(db: Db, id: number): Promise<Product> {
  const [p] = await db.select().from(products).where(eq(products.id, id));
  if (!p) throw new DomainError('PRODUCT_NOT_FOUND');
  return p;
}

/** A product's kiosk, or null when it has none. */
export async function kioskOf(db: Db, product: Product): Promise<ProviderKiosk | null> {
  if (product.kioskId === null) return null;
  const [kiosk] = await db.select().from(providerKiosks).where(eq(providerKiosks.id, product.kioskId));
  return kiosk ?? null;
}

/** One product for its edit form: with its agent credit and its kiosk connection, the key masked. */
export async function productDetail(db: Db, id: number): Promise<ProductDetailView> {
  const product = await getProduct(db, id);
  const kiosk = await kioskOf(db, product);
  return {
    ...productJson(product, kiosk, await getAgentCreditWarningSen(db)),
    connection: connectionJson(kiosk),
  };
}

export type ProductPatch = Partial<
  Pick<
    Product,
    | 'name'
    | 'tier'
    | 'url'
    | 'pin'
    | 'pcLink'
    | 'androidLink'
    | 'iosLink'
    | 'slotLink'
    | 'liveLink'
    | 'gameUsername'
    | 'gamePassword'
    | 'minDepositSen'
    | 'maxDepositSen'
    | 'minWithdrawalSen'
    | 'maxWithdrawalSen'
    | 'maxBalanceToDepositSen'
    | 'maintenance'
    | 'status'
    | 'position'
  >
>;

export function assertBounds(p: Product) {
  const pairs: [number | null, number | null][] = [
    [p.minDepositSen, p.maxDepositSen],
    [p.minWithdrawalSen, p.maxWithdrawalSen],
  ];
  for (const [min, max] of pairs)
    if (min !== null && max !== null && min > max) throw new DomainError('PRODUCT_LIMITS_INVALID');
}

/**
 * Product edit: links, credentials, bounds, maintenance and, given, its kiosk connection; every
 * change in the activity log (never the agent key). A retired product keeps its status.
 */
export async function updateProduct(
  db: Db,
  id: number,
  patch: ProductPatch,
  actor: Actor,
  connection?: ConnectionBody,
) {
  return withUniqueName(() =>
    inTransaction(db, async (tx) => {
      const [before] = await tx.select().from(products).where(eq(products.id, id)).for('update');
      if (!before) throw new DomainError('PRODUCT_NOT_FOUND');
      if (before.status === 'retired' && patch.status !== undefined) throw new DomainError('PRODUCT_RETIRED');
      assertBounds({ ...before, ...patch });
      const [after] = await tx
        .update(products)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(products.id, id))
        .returning();
      if (after!.name !== before.name) await renameKiosk(tx, after!);
      const savedConnection = connection ? await saveConnection(tx, after!, connection) : undefined;
      await recordActivity(tx, actor, {
        action: 'product.update',
        targetType: 'product',
        targetId: id,
        before: auditedProduct(before),
        after: { ...auditedProduct(after!), connection: savedConnection },
      });
      return after!;
    }),
  );
}

/** A product as the activity log keeps it: without the game PIN and password. */
export function auditedProduct(product: Product) {
  return { ...productJson(product), pin: undefined, game_password: undefined };
}

/** Runs a write that may take a product name (or its kiosk's) that is already taken. */
export async function withUniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error))
      throw new DomainError('PRODUCT_NAME_TAKEN', {}, { fields: { name: 'PRODUCT_NAME_TAKEN' } });
    throw error;
  }
}

/**
 * Sync: asks the product's kiosk for the agent credit; the answer (or its failure) sets the sync
 * state, and the credit is stored on the kiosk for the Products list and its low-credit warning.
 */
export async function syncProduct(db: Db, id: number, actor: Actor, now: Date) {
  const product = await getProduct(db, id);
  let creditSen: number | null = null;
  try {
    creditSen = await (await providerForProduct(db, product)).agentCredit();
  } catch {
    creditSen = null;
  }
  const syncState = creditSen === null ? 'failed' : 'synced';
  await inTransaction(db, async (tx) => {
    await tx.update(products).set({ syncState, updatedAt: new Date() }).where(eq(products.id, id));
    if (product.kioskId !== null)
      if (creditSen === null) await recordAgentCreditFailure(tx, product.kioskId, now);
      else await recordAgentCredit(tx, product.kioskId, creditSen, now);
    await recordActivity(tx, actor, {
      action: 'product.sync',
      targetType: 'product',
      targetId: id,
      after: { syncState, agent_credit_sen: creditSen },
    });
  });
  if (creditSen === null) throw new DomainError('PRODUCT_SYNC_FAILED');
  const warningSen = await getAgentCreditWarningSen(db);
  return { agent_credit: formatSen(creditSen), agent_credit_low: creditSen < warningSen };
}
