import type { Db } from '../../platform/db/client.ts';
import { postLedger, systemAccount } from '../ledger/ledger.service.ts';
import { rewardWalletOf, walletLedgerAccount } from './wallets.service.ts';

export const DEMO_WALLET_SEN = 2500;

/** The demo member's reward wallet with RM 25.00 in it, booked through the ledger. */
export async function seedWalletsDemo(db: Db, memberId: number) {
  const wallet = await rewardWalletOf(db, memberId);
  await postLedger(db, {
    transactionId: null,
    kind: 'demo_opening_balance',
    legs: [
      { accountId: await walletLedgerAccount(db, wallet.id), amountSen: DEMO_WALLET_SEN },
      { accountId: await systemAccount(db, 'reward_funding'), amountSen: -DEMO_WALLET_SEN },
    ],
  });
}
