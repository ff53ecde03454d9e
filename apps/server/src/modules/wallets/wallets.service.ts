import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import { ensureLedgerAccount } from '../ledger/ledger.service.ts';
import { type MemberWallet, memberWallets } from './wallets.table.ts';

/** The member's reward wallet, created on first use with its ledger account. */
export async function rewardWalletOf(db: Db, memberId: number): Promise<MemberWallet> {
  await db
    .insert(memberWallets)
    .values({ memberId, name: 'Reward Wallet', type: 'reward' })
    .onConflictDoNothing();
  const [wallet] = await db
    .select()
    .from(memberWallets)
    .where(and(eq(memberWallets.memberId, memberId), eq(memberWallets.type, 'reward')));
  await walletLedgerAccount(db, wallet!.id);
  return wallet!;
}

export function walletLedgerAccount(db: Db, walletId: number): Promise<number> {
  return ensureLedgerAccount(db, 'member_wallet', walletId, `wallet ${walletId}`);
}

/** A wallet of this member, or 'Member wallet not found.' */
export async function getMemberWallet(db: Db, walletId: number, memberId: number): Promise<MemberWallet> {
  const [wallet] = await db
    .select()
    .from(memberWallets)
    .where(
      and(
        eq(memberWallets.id, walletId),
        eq(memberWallets.memberId, memberId),
        eq(memberWallets.status, 'active'),
      ),
    );
  if (!wallet) throw new DomainError('MEMBER_WALLET_NOT_FOUND');
  return wallet;
}
