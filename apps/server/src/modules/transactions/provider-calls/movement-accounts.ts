import type { Db } from '../../../platform/db/client.ts';
import { bankLedgerAccount, bankLedgerRef } from '../../banks/banks.service.ts';
import {
  ensureLedgerAccounts,
  type LedgerAccountRef,
  systemAccountRef,
} from '../../ledger/ledger.service.ts';
import type { AccountWithProduct } from '../../member-accounts/account-with-product.read-model.ts';
import type { Transaction } from '../transactions.table.ts';

/** The bank a transaction's cash moves through: a deposit's into, a withdrawal's out of. */
export const cashBankOf = (t: Transaction) =>
  t.type === 'deposit' ? t.depositBankId : t.type === 'withdrawal' ? t.withdrawBankId : null;

/** `bank`: the ledger account of the transaction's bank, when it has one (its cash legs). */
export type MovementAccounts = {
  member: number;
  kiosk: number;
  gameResult: number;
  external: number;
  bank: number | null;
};

/**
 * The ledger accounts a provider movement on this game account touches, and the bank's
 * `bankId` names (cash legs), each created on first use, in one round trip when they exist.
 */
export async function movementAccounts(
  db: Db,
  row: AccountWithProduct,
  bankId: number | null = null,
): Promise<MovementAccounts> {
  const [member, kiosk, gameResult, external, bank] = await ensureLedgerAccounts(
    db,
    movementAccountRefs(row, bankId),
  );
  return { member: member!, kiosk: kiosk!, gameResult: gameResult!, external: external!, bank: bank ?? null };
}

/** The game account, its kiosk, `game_result`, `external`, and the bank when there is one. */
function movementAccountRefs(row: AccountWithProduct, bankId: number | null): LedgerAccountRef[] {
  const refs: LedgerAccountRef[] = [
    { kind: 'member_account', refId: row.account.id, name: `game ${row.account.username}` },
    { kind: 'kiosk', refId: row.product.kioskId ?? 0, name: `kiosk of ${row.product.name}` },
    systemAccountRef('game_result'),
    systemAccountRef('external'),
  ];
  return bankId === null ? refs : [...refs, bankLedgerRef(bankId)];
}

/** The same accounts for another transaction on the game account: its own bank's. */
export async function withBankOf(db: Db, acc: MovementAccounts, t: Transaction): Promise<MovementAccounts> {
  const bankId = cashBankOf(t);
  return { ...acc, bank: bankId === null ? null : await bankLedgerAccount(db, bankId) };
}
