import { formatSen } from '@topup/contracts/money.ts';
import { asc, count, eq, max } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
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

export async function listBonuses(db: Db, page: number, perPage: number) {
  const [total] = await db.select({ n: count() }).from(bonuses);
  const rows = await db
    .select()
    .from(bonuses)
    .orderBy(asc(bonuses.position), asc(bonuses.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const audiences = await audiencesOf(
    db,
    rows.map((b) => b.id),
  );
  const n = total?.n ?? 0;
  const first = rows.length ? (page - 1) * perPage + 1 : 0;
  return {
    data: rows.map((b) => bonusJson(b, audiences.get(b.id) ?? EVERYONE)),
    meta: { first, last: rows.length ? first + rows.length - 1 : 0, total: n, page, per_page: perPage },
  };
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
