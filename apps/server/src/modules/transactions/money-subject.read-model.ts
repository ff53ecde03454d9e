import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import {
  type AccountWithProduct,
  accountWithProductSelection,
} from '../member-accounts/account-with-product.read-model.ts';
import { memberAccounts } from '../member-accounts/member-accounts.table.ts';
import { products, providerKiosks } from '../products/products.table.ts';
import { type Transaction, transactions } from './transactions.table.ts';

/**
 * A transaction with the game account it moves money on (its product and kiosk), in one query:
 * what an approve or void decides on before asking the provider. `row` is null for a
 * transaction without a game account.
 */
export async function transactionWithAccount(
  db: Db,
  id: number,
): Promise<{ t: Transaction; row: AccountWithProduct | null } | undefined> {
  const [found] = await db
    .select({ t: transactions, ...accountWithProductSelection })
    .from(transactions)
    .leftJoin(memberAccounts, eq(memberAccounts.id, transactions.memberAccountId))
    .leftJoin(products, eq(products.id, memberAccounts.productId))
    .leftJoin(providerKiosks, eq(providerKiosks.id, products.kioskId))
    .where(eq(transactions.id, id));
  if (!found) return undefined;
  const { t, account, product, kiosk } = found;
  return { t, row: account && product ? { account, product, kiosk } : null };
}
