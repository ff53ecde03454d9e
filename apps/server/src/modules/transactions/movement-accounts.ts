import type { Db } from '../../platform/db/client.ts';
import { bankLedgerAccount, bankLedgerRef } from '../banks/banks.service.ts';
import { ensureLedgerAccounts, type LedgerAccountRef, systemAccountRef } from '../ledger/ledger.service.ts';
import type { AccountWithProduct } from '../member-accounts/account-with-product.read-model.ts';
import type { Transaction } from './transactions.table.ts';

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
 * The (kind, ref) pairs of `MovementAccounts`, in the order `movementAccounts` reads them: the
 * game account, its kiosk, `game_result`, `external`, and the bank (a null ref: no bank, no id).
 */
export function movementAccountKeys<R>(memberAccount: R, kiosk: R, bank: R) {
  return [
    { kind: 'member_account', refId: memberAccount },
    { kind: 'kiosk', refId: kiosk },
    { kind: 'game_result', refId: 0 },
    { kind: 'external', refId: 0 },
    { kind: 'bank', refId: bank },
  ] as const;
}

/** Ids a statement read for `movementAccountKeys(...)` already, and the bank they were read for. */
export type MovementIdsRead = { bankId: number | null; ids: readonly (number | null)[] };

/**
 * The ledger accounts a provider movement on this game account touches, and the bank's
 * `bankId` names (cash legs), in one round trip, or none when `read` has them all (read with
 * another statement for the same bank: `ledgerAccountIdsRead` of `movementAccountKeys`).
 */
export async function movementAccounts(
  db: Db,
  row: AccountWithProduct,
  bankId: number | null = null,
  read?: MovementIdsRead,
): Promise<MovementAccounts> {
  const wanted = bankId === null ? 4 : 5;
  const known = read && (bankId === null || read.bankId === bankId) ? read.ids.slice(0, wanted) : [];
  const [member, kiosk, gameResult, external, bank] =
    known.length === wanted && known.every((id) => id !== null)
      ? (known as number[])
      : await ensureLedgerAccounts(db, movementAccountRefs(row, bankId).slice(0, wanted));
  return { member: member!, kiosk: kiosk!, gameResult: gameResult!, external: external!, bank: bank ?? null };
}

/** `movementAccountKeys` of this game account and bank, named as each account is created. */
function movementAccountRefs(row: AccountWithProduct, bankId: number | null): LedgerAccountRef[] {
  const names = [
    `game ${row.account.username}`,
    `kiosk of ${row.product.name}`,
    systemAccountRef('game_result').name,
    systemAccountRef('external').name,
    bankId === null ? '' : bankLedgerRef(bankId).name,
  ];
  return movementAccountKeys(row.account.id, row.product.kioskId ?? 0, bankId ?? 0).map((key, i) => ({
    ...key,
    name: names[i]!,
  }));
}

/** The same accounts for another transaction on the game account: its own bank's. */
export async function withBankOf(db: Db, acc: MovementAccounts, t: Transaction): Promise<MovementAccounts> {
  const bankId = cashBankOf(t);
  return { ...acc, bank: bankId === null ? null : await bankLedgerAccount(db, bankId) };
}
