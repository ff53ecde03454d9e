import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { type Product, products } from '../products/products.table.ts';
import { rolloverStates } from '../rollover/rollover.table.ts';
import { type MemberAccount, memberAccounts } from './member-accounts.table.ts';

export type OutstandingRollover = {
  account: MemberAccount;
  product: Product;
  targetSen: number;
  startedAt: Date;
};

/** A member's game accounts with a rollover target still outstanding. */
export async function outstandingRollovers(db: Db, memberId: number): Promise<OutstandingRollover[]> {
  const rows = await db
    .select({ account: memberAccounts, product: products, state: rolloverStates })
    .from(rolloverStates)
    .innerJoin(memberAccounts, eq(memberAccounts.id, rolloverStates.memberAccountId))
    .innerJoin(products, eq(products.id, memberAccounts.productId))
    .where(and(eq(memberAccounts.memberId, memberId), gt(rolloverStates.targetSen, 0)))
    .orderBy(memberAccounts.id);
  return rows.map((r) => ({
    account: r.account,
    product: r.product,
    targetSen: r.state.targetSen,
    startedAt: r.state.startedAt,
  }));
}
