import { formatSen } from '@topup/contracts/money.ts';
import { count, eq, max } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { fetchList, type ListQuery, type ListSpec } from '../../platform/pagination.ts';
import { type Actor, recordActivity } from '../audit/record-activity.ts';
import { audienceOf, audiencesOf, EVERYONE, setAudience } from './bonus-audience.service.ts';
import type { BonusAudience } from './bonus-audience.ts';
import { type Bonus, bonuses } from './bonuses.table.ts';

export type BonusInput = Omit<typeof bonuses.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

const money = (sen: number | null) => (sen === null ? null : formatSen(sen));

/** A bonus as the staff API shows it: amounts as 2-decimal strings, percentage in percent. */
export function bonusJson(b: Bonus, audience: BonusAudience) {
  return {
    id: b.id,
    name: b.name,
    type: b.type,
    frequency: b.frequency,
    start_at: b.startAt?.toISOString() ?? null,
    end_at: b.endAt?.toISOString() ?? null,
    rollover_multiplier: b.rolloverMultiplier,
    rollover_calculation: b.rolloverCalculation,
    rollover_type: b.rolloverType,
    percentage: formatSen(b.percentageBp),
    amount: formatSen(b.amountSen),
    min_deposit: money(b.minDepositSen),
    max_deposit: money(b.maxDepositSen),
    max_bonus: money(b.maxBonusSen),
    message_template: b.messageTemplate,
    status: b.status,
    position: b.position,
    tag_ids: [...audience.tagIds],
    vip_level_ids: [...audience.vipLevelIds],
    updated_at: b.updatedAt.toISOString(),
  };
}

const listSpec: ListSpec = {
  sortable: { position: bonuses.position, id: bonuses.id, name: bonuses.name },
  defaultSort: 'position',
  tiebreak: bonuses.id,
  searchable: [bonuses.name],
};

export type BonusJson = ReturnType<typeof bonusJson>;

/** The bonus list, first position first; `q` finds a bonus by name. */
export async function listBonuses(db: Db, query: ListQuery) {
  return fetchList<BonusJson>(query, listSpec, {
    rows: async (w) => {
      const rows = await db
        .select()
        .from(bonuses)
        .where(w.where)
        .orderBy(...w.orderBy)
        .limit(w.limit)
        .offset(w.offset);
      const audiences = await audiencesOf(
        db,
        rows.map((b) => b.id),
      );
      return rows.map((b) => bonusJson(b, audiences.get(b.id) ?? EVERYONE));
    },
    count: async (where) => (await db.select({ n: count() }).from(bonuses).where(where))[0]?.n ?? 0,
  });
}

function assertConsistent(input: BonusInput) {
  if (input.startAt && input.endAt && input.startAt > input.endAt) throw new DomainError('INVALID_REQUEST');
  if (input.minDepositSen != null && input.maxDepositSen != null && input.minDepositSen > input.maxDepositSen)
    throw new DomainError('INVALID_REQUEST');
}

/** The position after the last bonus: where a new one goes unless told. */
async function nextPosition(db: Db): Promise<number> {
  const [row] = await db.select({ last: max(bonuses.position) }).from(bonuses);
  return Math.min((row?.last ?? -1) + 1, 10_000);
}

/** Bonus create/edit (staff) with the members it is for; every change is in the activity log. */
export async function saveBonus(
  db: Db,
  id: number | null,
  input: BonusInput,
  audience: BonusAudience,
  actor: Actor,
  now: Date,
): Promise<ReturnType<typeof bonusJson>> {
  assertConsistent(input);
  return inTransaction(db, async (tx) => {
    let before: ReturnType<typeof bonusJson> | undefined;
    if (id !== null) {
      const [row] = await tx.select().from(bonuses).where(eq(bonuses.id, id)).for('update');
      if (!row) throw new DomainError('NOT_FOUND');
      before = bonusJson(row, await audienceOf(tx, id));
    }
    if (id === null && input.position === undefined) input.position = await nextPosition(tx);
    const [saved] =
      id === null
        ? await tx.insert(bonuses).values(input).returning()
        : await tx
            .update(bonuses)
            .set({ ...input, updatedAt: now })
            .where(eq(bonuses.id, id))
            .returning();
    await setAudience(tx, saved!.id, audience);
    const after = bonusJson(saved!, audience);
    await recordActivity(tx, actor, {
      action: id === null ? 'bonus.create' : 'bonus.update',
      targetType: 'bonus',
      targetId: saved!.id,
      before: before ?? null,
      after,
    });
    return after;
  });
}
