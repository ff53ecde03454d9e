import type { Db } from '../../platform/db/client.ts';
import { ensureLedgerAccount, systemAccount } from '../ledger/ledger.service.ts';
import type { AccountWithProduct } from '../member-accounts/account-with-product.read-model.ts';

export type MovementAccounts = { member: number; kiosk: number; gameResult: number; external: number };

/** The ledger accounts a provider movement on this game account touches. */
export async function movementAccounts(db: Db, row: AccountWithProduct): Promise<MovementAccounts> {
  return {
    member: await ensureLedgerAccount(db, 'member_account', row.account.id, `game ${row.account.username}`),
    kiosk: await ensureLedgerAccount(db, 'kiosk', row.product.kioskId ?? 0, `kiosk of ${row.product.name}`),
    gameResult: await systemAccount(db, 'game_result'),
    external: await systemAccount(db, 'external'),
  };
}
