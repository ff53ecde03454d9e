import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { ledgerAccounts } from '../ledger/ledger.table.ts';
import { type MemberWallet, memberWallets } from './wallets.table.ts';

export type WalletWithBalance = MemberWallet & { balanceSen: number };

/** The member's active wallets with their balances in the books (member API). */
export async function listWallets(db: Db, memberId: number): Promise<WalletWithBalance[]> {
  const rows = await db
    .select({ wallet: memberWallets, balanceSen: ledgerAccounts.balanceSen })
    .from(memberWallets)
    .leftJoin(
      ledgerAccounts,
      and(eq(ledgerAccounts.kind, 'member_wallet'), eq(ledgerAccounts.refId, memberWallets.id)),
    )
    .where(and(eq(memberWallets.memberId, memberId), eq(memberWallets.status, 'active')))
    .orderBy(asc(memberWallets.id));
  return rows.map((r) => ({ ...r.wallet, balanceSen: r.balanceSen ?? 0 }));
}
