import { randomBytes } from 'node:crypto';
import type { Localized } from '@topup/contracts/locales.ts';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { bankGroupInRoleScope } from '../access/roles.service.ts';
import { type Actor, recordActivity } from '../audit/record-activity.ts';
import { storedLabels } from './bank-group-labels.ts';
import { bankGroups, banks } from './banks.table.ts';

export type DepositMethodInput = {
  name: Localized;
  type: Localized;
  image: string;
  display: boolean;
  /** Its payment options, in any order (a bank account's own position orders them). */
  bankIds: number[];
};

const TARGET = 'deposit_method';

function columnsOf(input: DepositMethodInput) {
  const name = storedLabels(input.name);
  const type = storedLabels(input.type);
  return {
    name: name.english,
    nameTranslations: name.translations,
    type: type.english,
    typeTranslations: type.translations,
    image: input.image,
    display: input.display,
  };
}

async function lockedGroup(tx: Db, id: number) {
  const [group] = await tx.select().from(bankGroups).where(eq(bankGroups.id, id)).for('update');
  if (!group) throw new DomainError('DEPOSIT_METHOD_NOT_FOUND');
  return group;
}

/**
 * Makes exactly `bankIds` the method's payment options. A bank account belongs to one method at
 * most (banks.group_id), so one held by another method is refused rather than silently moved.
 */
async function assignBanks(tx: Db, groupId: number, bankIds: number[]) {
  if (bankIds.length) {
    const rows = await tx
      .select({ id: banks.id, bankName: banks.bankName, groupId: banks.groupId, methodName: bankGroups.name })
      .from(banks)
      .leftJoin(bankGroups, eq(bankGroups.id, banks.groupId))
      .where(inArray(banks.id, bankIds))
      .for('update', { of: banks });
    if (rows.length !== bankIds.length) throw new DomainError('BANK_NOT_FOUND');
    const taken = rows.find((r) => r.groupId !== null && r.groupId !== groupId);
    if (taken)
      throw new DomainError('DEPOSIT_METHOD_BANK_TAKEN', {
        bank: taken.bankName,
        method: taken.methodName ?? '',
      });
    await tx.update(banks).set({ groupId, updatedAt: new Date() }).where(inArray(banks.id, bankIds));
  }
  await tx
    .update(banks)
    .set({ groupId: null, updatedAt: new Date() })
    .where(and(eq(banks.groupId, groupId), bankIds.length ? notInArray(banks.id, bankIds) : undefined));
}

const groupBankIds = async (tx: Db, groupId: number) =>
  (await tx.select({ id: banks.id }).from(banks).where(eq(banks.groupId, groupId))).map((b) => b.id);

/** A new method goes last; its code (the member reply's key) is never all digits, so keys keep their order. */
export async function createDepositMethod(db: Db, input: DepositMethodInput, actor: Actor) {
  const unique = [...new Set(input.bankIds)];
  return inTransaction(db, async (tx) => {
    const [created] = await tx
      .insert(bankGroups)
      .values({
        ...columnsOf(input),
        code: `method_${randomBytes(5).toString('hex')}`,
        position: sql`(select coalesce(max(${bankGroups.position}), 0) + 1 from ${bankGroups})`,
      })
      .returning({ id: bankGroups.id });
    await assignBanks(tx, created!.id, unique);
    await recordActivity(tx, actor, {
      action: 'deposit_method.create',
      targetType: TARGET,
      targetId: created!.id,
      after: { ...input, bankIds: unique },
    });
    return created!.id;
  });
}

export async function updateDepositMethod(db: Db, id: number, input: DepositMethodInput, actor: Actor) {
  const unique = [...new Set(input.bankIds)];
  await inTransaction(db, async (tx) => {
    const before = await lockedGroup(tx, id);
    const beforeBankIds = await groupBankIds(tx, id);
    await tx
      .update(bankGroups)
      .set({ ...columnsOf(input), updatedAt: new Date() })
      .where(eq(bankGroups.id, id));
    await assignBanks(tx, id, unique);
    await recordActivity(tx, actor, {
      action: 'deposit_method.update',
      targetType: TARGET,
      targetId: id,
      before: {
        name: before.name,
        nameTranslations: before.nameTranslations,
        type: before.type,
        typeTranslations: before.typeTranslations,
        image: before.image,
        display: before.display,
        bankIds: beforeBankIds,
      },
      after: { ...input, bankIds: unique },
    });
  });
}

/** Shows or hides the member's tile without touching anything else. */
export async function setDepositMethodDisplay(db: Db, id: number, display: boolean, actor: Actor) {
  await inTransaction(db, async (tx) => {
    const before = await lockedGroup(tx, id);
    await tx.update(bankGroups).set({ display, updatedAt: new Date() }).where(eq(bankGroups.id, id));
    await recordActivity(tx, actor, {
      action: 'deposit_method.display',
      targetType: TARGET,
      targetId: id,
      before: { display: before.display },
      after: { display },
    });
  });
}

/**
 * The members' order: `ids` must list every method once, so a list that another operator changed
 * meanwhile is refused instead of leaving a method with a stale position.
 */
export async function reorderDepositMethods(db: Db, ids: number[], actor: Actor) {
  await inTransaction(db, async (tx) => {
    const current = await tx
      .select({ id: bankGroups.id, position: bankGroups.position })
      .from(bankGroups)
      .orderBy(bankGroups.position, bankGroups.id)
      .for('update');
    const known = new Set(current.map((g) => g.id));
    if (new Set(ids).size !== ids.length || ids.length !== known.size || ids.some((id) => !known.has(id)))
      throw new DomainError('DEPOSIT_METHOD_ORDER_STALE');
    for (const [index, id] of ids.entries())
      await tx
        .update(bankGroups)
        .set({ position: index + 1 })
        .where(eq(bankGroups.id, id));
    await recordActivity(tx, actor, {
      action: 'deposit_method.reorder',
      targetType: TARGET,
      targetId: null,
      before: current.map((g) => g.id),
      after: ids,
    });
  });
}

/**
 * Only a method with no bank account and no role naming it goes: deposits are booked on its
 * bank accounts and roles scope their desks by it, so any other is hidden instead.
 */
export async function deleteDepositMethod(db: Db, id: number, actor: Actor) {
  await inTransaction(db, async (tx) => {
    const group = await lockedGroup(tx, id);
    const [bank] = await tx.select({ id: banks.id }).from(banks).where(eq(banks.groupId, id)).limit(1);
    if (bank || (await bankGroupInRoleScope(tx, id))) throw new DomainError('DEPOSIT_METHOD_IN_USE');
    await tx.delete(bankGroups).where(eq(bankGroups.id, id));
    await recordActivity(tx, actor, {
      action: 'deposit_method.delete',
      targetType: TARGET,
      targetId: id,
      before: { name: group.name, type: group.type, image: group.image },
    });
  });
}
