import type { Db } from '../../platform/db/client.ts';
import { ensureLedgerAccounts, systemAccountRef } from '../ledger/ledger.service.ts';
import type { AccountWithProduct } from '../member-accounts/account-with-product.read-model.ts';

export type MovementAccounts = { member: number; kiosk: number; gameResult: number; external: number };

/** The ledger accounts a provider movement on this game account touches (one round trip). */
export async function movementAccounts(db: Db, row: AccountWithProduct): Promise<MovementAccounts> {
  const [member, kiosk, gameResult, external] = await ensureLedgerAccounts(db, [
    { kind: 'member_account', refId: row.account.id, name: `game ${row.account.username}` },
    { kind: 'kiosk', refId: row.product.kioskId ?? 0, name: `kiosk of ${row.product.name}` },
    systemAccountRef('game_result'),
    systemAccountRef('external'),
  ]);
  return { member: member!, kiosk: kiosk!, gameResult: gameResult!, external: external! };
}
