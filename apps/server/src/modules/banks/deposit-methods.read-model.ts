import type {
  DepositMethodBank,
  DepositMethodBankOption,
  DepositMethodView,
} from '@topup/contracts/staff-deposit-methods.ts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import { labelsOf } from './bank-group-labels.ts';
import { type Bank, bankGroups, banks } from './banks.table.ts';

type BankGroup = typeof bankGroups.$inferSelect;

const bankJson = (b: Bank): DepositMethodBank => ({
  id: b.id,
  bank_name: b.bankName,
  holder: b.holder,
  display: b.display,
});

function methodJson(g: BankGroup, groupBanks: Bank[]): DepositMethodView {
  return {
    id: g.id,
    code: g.code,
    name: labelsOf(g.name, g.nameTranslations),
    type: labelsOf(g.type, g.typeTranslations),
    image: g.image,
    position: g.position,
    display: g.display,
    bank_ids: groupBanks.map((b) => b.id),
    banks: groupBanks.map(bankJson),
    offered: g.display && groupBanks.some((b) => b.display),
    updated_at: g.updatedAt.toISOString(),
  };
}

const bankOrder = [asc(banks.position), asc(banks.id)];

/** Every deposit method in the members' order, each with its bank accounts. */
export async function listDepositMethods(db: Db): Promise<DepositMethodView[]> {
  const [groups, allBanks] = await Promise.all([
    db.select().from(bankGroups).orderBy(asc(bankGroups.position), asc(bankGroups.id)),
    db
      .select()
      .from(banks)
      .orderBy(...bankOrder),
  ]);
  return groups.map((g) =>
    methodJson(
      g,
      allBanks.filter((b) => b.groupId === g.id),
    ),
  );
}

export async function getDepositMethod(db: Db, id: number): Promise<DepositMethodView> {
  const [group] = await db.select().from(bankGroups).where(eq(bankGroups.id, id));
  if (!group) throw new DomainError('DEPOSIT_METHOD_NOT_FOUND');
  const groupBanks = await db
    .select()
    .from(banks)
    .where(eq(banks.groupId, id))
    .orderBy(...bankOrder);
  return methodJson(group, groupBanks);
}

/** The bank accounts a deposit method can offer, with the method that holds each (one at most). */
export async function depositMethodBankOptions(db: Db): Promise<DepositMethodBankOption[]> {
  const rows = await db
    .select({ bank: banks, methodName: bankGroups.name })
    .from(banks)
    .leftJoin(bankGroups, eq(bankGroups.id, banks.groupId))
    .orderBy(...bankOrder);
  return rows.map(({ bank, methodName }) => ({
    ...bankJson(bank),
    method_id: bank.groupId,
    method_name: methodName,
  }));
}
