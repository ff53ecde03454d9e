import { formatSen } from '@topup/contracts/money.ts';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { fetchList, type ListQuery, type ListSpec } from '../../platform/pagination.ts';
import { type Actor, recordActivity } from '../audit/record-activity.ts';
import { providerForProduct } from '../products/products.service.ts';
import { type Product, products } from '../products/products.table.ts';

const spec: ListSpec = {
  sortable: { id: products.id, name: products.name, tier: products.tier, position: products.position },
  defaultSort: 'position',
  tiebreak: products.id,
  searchable: [products.name],
};

const money = (sen: number | null) => (sen === null ? null : formatSen(sen));

export type ProductJson = ReturnType<typeof productJson>;

export function productJson(p: Product) {
  return {
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

export async function listProducts(db: Db, query: ListQuery) {
  return fetchList<ProductJson>(query, spec, {
    rows: async (w) =>
      (
        await db
          .select()
          .from(products)
          .where(w.where)
          .orderBy(...w.orderBy)
          .limit(w.limit)
          .offset(w.offset)
      ).map(productJson),
    count: async (where) => (await db.select({ n: count() }).from(products).where(where))[0]?.n ?? 0,
  });
}

export async function getProduct(db: Db, id: number): Promise<Product> {
  const [p] = await db.select().from(products).where(eq(products.id, id));
  if (!p) throw new DomainError('PRODUCT_NOT_FOUND');
  return p;
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

function assertBounds(p: Product) {
  const pairs: [number | null, number | null][] = [
    [p.minDepositSen, p.maxDepositSen],
    [p.minWithdrawalSen, p.maxWithdrawalSen],
  ];
  for (const [min, max] of pairs)
    if (min !== null && max !== null && min > max) throw new DomainError('PRODUCT_LIMITS_INVALID');
}

/** Product edit: links, credentials, bounds and maintenance; every change in the activity log. */
export async function updateProduct(db: Db, id: number, patch: ProductPatch, actor: Actor) {
  return inTransaction(db, async (tx) => {
    const [before] = await tx.select().from(products).where(eq(products.id, id)).for('update');
    if (!before) throw new DomainError('PRODUCT_NOT_FOUND');
    assertBounds({ ...before, ...patch });
    const [after] = await tx
      .update(products)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(products.id, id))
      .returning();
    await recordActivity(tx, actor, {
      action: 'product.update',
      targetType: 'product',
      targetId: id,
      before: { ...productJson(before), pin: undefined, game_password: undefined },
      after: { ...productJson(after!), pin: undefined, game_password: undefined },
    });
    return after!;
  });
}

/** Sync: asks the product's kiosk for the agent credit; the answer (or its failure) sets the sync state. */
export async function syncProduct(db: Db, id: number, actor: Actor) {
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
    await recordActivity(tx, actor, {
      action: 'product.sync',
      targetType: 'product',
      targetId: id,
      after: { syncState },
    });
  });
  if (creditSen === null) throw new DomainError('PRODUCT_SYNC_FAILED');
  return { agent_credit: formatSen(creditSen) };
}
