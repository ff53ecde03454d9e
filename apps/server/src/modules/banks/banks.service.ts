import type { Locale } from '@topup/contracts/locales.ts';
import type { PreDepositReply } from '@topup/contracts/member-api.ts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import { ensureLedgerAccount, type LedgerAccountRef } from '../ledger/ledger.service.ts';
import { labelIn } from './bank-group-labels.ts';
import { type Bank, bankGroups, banks } from './banks.table.ts';

export type DepositBankGroups = Extract<PreDepositReply, { code: 200 }>['data']['banks'];

/**
 * The member deposit screen's method tiles in the member's language: shown groups with their
 * shown banks (a group without one is left out), in the staff's order. Read on every call, so a
 * Deposit Methods change shows at once.
 */
export async function depositBankGroups(db: Db, locale: Locale): Promise<DepositBankGroups> {
  const rows = await db
    .select({ group: bankGroups, bank: banks })
    .from(bankGroups)
    .innerJoin(banks, eq(banks.groupId, bankGroups.id))
    .where(and(eq(bankGroups.display, true), eq(banks.display, true)))
    .orderBy(asc(bankGroups.position), asc(bankGroups.id), asc(banks.position), asc(banks.id));
  const groups: DepositBankGroups = {};
  for (const { group, bank } of rows) {
    groups[group.code] ??= {
      name: labelIn(group.name, group.nameTranslations, locale),
      type: labelIn(group.type, group.typeTranslations, locale),
      image: group.image,
      banks: [],
    };
    groups[group.code]!.banks.push({
      label: `${bank.bankName} - ${bank.holder}`,
      value: bank.id,
      // Where to pay: shown once the member picks this option, so no one asks customer service first.
      account: {
        bank_name: bank.bankName,
        holder: bank.holder,
        account_number: bank.accountNumber,
        qr_image: bank.qrImage,
      },
    });
  }
  return groups;
}

/** An operator bank; with `displayedOnly`, hidden banks are 'Bank not found.' too (members). */
export async function getBank(db: Db, bankId: number, displayedOnly: boolean): Promise<Bank> {
  const [row] = await db
    .select({ bank: banks, groupDisplay: bankGroups.display })
    .from(banks)
    .leftJoin(bankGroups, eq(bankGroups.id, banks.groupId))
    .where(eq(banks.id, bankId));
  if (!row || (displayedOnly && (!row.bank.display || row.groupDisplay === false)))
    throw new DomainError('BANK_NOT_FOUND');
  return row.bank;
}

/** The bank's ledger account (named after the bank when it is first used), in one round trip. */
export function bankLedgerAccount(db: Db, bankId: number): Promise<number> {
  const { kind, refId, name } = bankLedgerRef(bankId);
  return ensureLedgerAccount(db, kind, refId, name);
}

/** A bank's ledger account as `ensureLedgerAccounts` takes it (named after the bank when created). */
export const bankLedgerRef = (bankId: number): LedgerAccountRef => ({
  kind: 'bank',
  refId: bankId,
  name: sql`(select 'bank ' || ${banks.bankName} from ${banks} where ${banks.id} = ${bankId})`,
});
