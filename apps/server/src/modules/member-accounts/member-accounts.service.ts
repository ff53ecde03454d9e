import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import {
  assertNotInMaintenance,
  getActiveProduct,
  providerForProduct,
} from '../products/products.service.ts';
import { ProviderError } from '../providers/game-provider.ts';
import { providerDomainError } from '../providers/provider-errors.ts';
import { type AccountWithProduct, getMemberAccount } from './account-with-product.read-model.ts';
import { type MemberAccount, memberAccounts } from './member-accounts.table.ts';

/** Money may move through an account only while it and its product are usable. */
export function assertAccountUsable({ account, product }: AccountWithProduct): void {
  if (product.status !== 'active') throw new DomainError('PRODUCT_NOT_FOUND');
  if (account.locked) throw new DomainError('MEMBER_ACCOUNT_LOCKED');
  if (account.status !== 'active' || !account.enabled || account.frozen)
    throw new DomainError('MEMBER_ACCOUNT_INACTIVE');
  assertNotInMaintenance(product);
}

/**
 * Demo and imported accounts may exist here before the provider knows them (synced = false);
 * they are created at the provider on first use and take the username it assigns.
 */
export async function ensureSynced(db: Db, row: AccountWithProduct): Promise<MemberAccount> {
  if (row.account.synced) return row.account;
  const provider = await providerForProduct(db, row.product, row.kiosk);
  let created: { username: string; password: string };
  try {
    created = await provider.createAccount({ usernameHint: row.account.username });
  } catch (error) {
    if (error instanceof ProviderError) throw providerDomainError(error, 'SYNC_ACCOUNT_FAILED');
    throw error;
  }
  const [updated] = await db
    .update(memberAccounts)
    .set({ username: created.username, password: created.password, synced: true, updatedAt: new Date() })
    .where(and(eq(memberAccounts.id, row.account.id), eq(memberAccounts.synced, false)))
    .returning();
  if (updated) return updated;
  return (await getMemberAccount(db, row.account.id)).account;
}

export function usernameHint(memberId: number, productId: number): string {
  return `m${memberId}p${productId}${randomBytes(2).toString('hex')}`;
}

/** Creates the member's game account on a product at its provider (member: Create Account). */
export async function createMemberAccount(
  db: Db,
  memberId: number,
  productId: number,
): Promise<MemberAccount> {
  const product = await getActiveProduct(db, productId);
  assertNotInMaintenance(product);
  const [existing] = await db
    .select({ id: memberAccounts.id })
    .from(memberAccounts)
    .where(and(eq(memberAccounts.memberId, memberId), eq(memberAccounts.productId, productId)));
  if (existing) throw new DomainError('PRODUCT_DUPLICATED');
  const provider = await providerForProduct(db, product);
  let created: { username: string; password: string };
  try {
    created = await provider.createAccount({ usernameHint: usernameHint(memberId, productId) });
  } catch (error) {
    if (error instanceof ProviderError) throw providerDomainError(error, 'CREATE_ACCOUNT_FAILED');
    throw error;
  }
  try {
    const [account] = await db
      .insert(memberAccounts)
      .values({ memberId, productId, username: created.username, password: created.password, synced: true })
      .returning();
    return account!;
  } catch (error) {
    // A parallel create won the race; the provider account made here stays unused.
    if (isUniqueViolation(error)) throw new DomainError('PRODUCT_DUPLICATED');
    throw error;
  }
}

/** The provider's balance for the account, in sen (member: check balance). */
export async function providerBalance(db: Db, row: AccountWithProduct): Promise<number> {
  const account = await ensureSynced(db, row);
  const provider = await providerForProduct(db, row.product, row.kiosk);
  try {
    return await provider.getBalance(account.username);
  } catch (error) {
    if (error instanceof ProviderError) throw providerDomainError(error, 'CONTACT_CS');
    throw error;
  }
}
