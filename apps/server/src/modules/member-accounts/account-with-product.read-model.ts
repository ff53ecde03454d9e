import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import { type Product, type ProviderKiosk, products, providerKiosks } from '../products/products.table.ts';
import { type MemberAccount, memberAccounts } from './member-accounts.table.ts';

// A game account with its product, read in one query (the money paths need both on every call).

/** `kiosk`: the product's kiosk, where the read brought it (the money paths call the provider next). */
export type AccountWithProduct = { account: MemberAccount; product: Product; kiosk?: ProviderKiosk | null };

/** The columns and joins of one game account with its product and kiosk, for reads that start elsewhere. */
export const accountWithProductSelection = {
  account: memberAccounts,
  product: products,
  kiosk: providerKiosks,
};

export async function listMemberAccounts(db: Db, memberId: number): Promise<AccountWithProduct[]> {
  return db
    .select({ account: memberAccounts, product: products })
    .from(memberAccounts)
    .innerJoin(products, eq(products.id, memberAccounts.productId))
    .where(eq(memberAccounts.memberId, memberId))
    .orderBy(asc(products.position), asc(products.id));
}

/** Game accounts by id, with their products, in one query (a list page's accounts). */
export async function getMemberAccountsByIds(db: Db, accountIds: number[]): Promise<AccountWithProduct[]> {
  if (accountIds.length === 0) return [];
  return db
    .select({ account: memberAccounts, product: products })
    .from(memberAccounts)
    .innerJoin(products, eq(products.id, memberAccounts.productId))
    .where(inArray(memberAccounts.id, accountIds));
}

/**
 * A game account by id, with its product and kiosk (every money action reads it first). With
 * `memberId`, an account of another member is 'Member account not found.' too, so ids cannot be
 * probed.
 */
export async function getMemberAccount(
  db: Db,
  accountId: number,
  memberId?: number,
): Promise<AccountWithProduct> {
  const [row] = await db
    .select(accountWithProductSelection)
    .from(memberAccounts)
    .innerJoin(products, eq(products.id, memberAccounts.productId))
    .leftJoin(providerKiosks, eq(providerKiosks.id, products.kioskId))
    .where(eq(memberAccounts.id, accountId));
  if (!row || (memberId !== undefined && row.account.memberId !== memberId))
    throw new DomainError('MEMBER_ACCOUNT_NOT_FOUND');
  return row;
}
