import type {
  bulkTagBodySchema,
  TagRow,
  tagBodySchema,
  VipLevelRow,
  vipLevelBodySchema,
} from '@topup/contracts/api/member-groups.ts';
import type { MessageCode } from '@topup/contracts/messages.ts';
import { formatSen } from '@topup/contracts/money.ts';
import { and, asc, count, desc, eq, inArray, isNotNull, not, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/client.ts';
import {
  inTransaction,
  isForeignKeyViolation,
  isUniqueViolation,
  violatedConstraint,
} from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { type Actor, recordActivity } from '../audit/record-activity.ts';
import { memberTagLinks, memberTags, type VipLevel, vipLevels } from './member-groups.table.ts';
import { members } from './members.table.ts';

// Tags and VIP levels: staff define them here; tags go on members in bulk; the levels members
// hold are written by the periodic recompute (transactions/vip-recompute.ts) through setVipLevels.

export type TagInput = z.output<typeof tagBodySchema>;
export type VipLevelInput = z.output<typeof vipLevelBodySchema>;
export type BulkTagInput = z.output<typeof bulkTagBodySchema>;

const levelRow = (level: VipLevel, memberCount: number): VipLevelRow => ({
  id: level.id,
  name: level.name,
  rank: level.rank,
  window_days: level.windowDays,
  min_deposit: formatSen(level.minDepositSen),
  member_count: memberCount,
});

/** Every tag (by name) and level (best first), each with how many members hold it. */
export async function listMemberGroups(db: Db): Promise<{ tags: TagRow[]; vip_levels: VipLevelRow[] }> {
  // One statement at a time: the caller may be inside a transaction (the demo seed).
  const tags = await db
    .select({ tag: memberTags, n: count(memberTagLinks.memberId) })
    .from(memberTags)
    .leftJoin(memberTagLinks, eq(memberTagLinks.tagId, memberTags.id))
    .groupBy(memberTags.id)
    .orderBy(asc(sql`lower(${memberTags.name})`));
  const levels = await db
    .select({ level: vipLevels, n: count(members.id) })
    .from(vipLevels)
    .leftJoin(members, eq(members.vipLevelId, vipLevels.id))
    .groupBy(vipLevels.id)
    .orderBy(desc(vipLevels.rank));
  return {
    tags: tags.map(({ tag, n }) => ({
      id: tag.id,
      name: tag.name,
      color: tag.color as TagRow['color'],
      member_count: n,
    })),
    vip_levels: levels.map(({ level, n }) => levelRow(level, n)),
  };
}

/** A write whose unique or foreign-key violation is the staff's mistake, answered as such. */
async function guarded<T>(
  codes: { taken: MessageCode; inUse: MessageCode },
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError(codes.taken);
    // A bonus still names the row (PGlite may answer a restrict with another code than 23503).
    if (isForeignKeyViolation(error) || violatedConstraint(error)?.endsWith('_fkey'))
      throw new DomainError(codes.inUse);
    throw error;
  }
}
const TAG_CODES = { taken: 'TAG_NAME_TAKEN', inUse: 'TAG_IN_USE' } as const;
const LEVEL_CODES = { taken: 'VIP_LEVEL_TAKEN', inUse: 'VIP_LEVEL_IN_USE' } as const;

/** Creates (id null) or renames a tag. */
export function saveTag(db: Db, actor: Actor, id: number | null, input: TagInput): Promise<{ id: number }> {
  return guarded(TAG_CODES, () =>
    inTransaction(db, async (tx) => {
      const [saved] =
        id === null
          ? await tx.insert(memberTags).values(input).returning()
          : await tx.update(memberTags).set(input).where(eq(memberTags.id, id)).returning();
      if (!saved) throw new DomainError('TAG_NOT_FOUND');
      await recordActivity(tx, actor, {
        action: id === null ? 'member_tag.create' : 'member_tag.update',
        targetType: 'member_tag',
        targetId: saved.id,
        after: input,
      });
      return { id: saved.id };
    }),
  );
}

/** Deletes a tag and takes it off its members; refused while a bonus is limited to it. */
export function deleteTag(db: Db, actor: Actor, id: number): Promise<void> {
  return guarded(TAG_CODES, () =>
    inTransaction(db, async (tx) => {
      const [gone] = await tx.delete(memberTags).where(eq(memberTags.id, id)).returning();
      if (!gone) throw new DomainError('TAG_NOT_FOUND');
      await recordActivity(tx, actor, {
        action: 'member_tag.delete',
        targetType: 'member_tag',
        targetId: id,
        before: { name: gone.name, color: gone.color },
      });
    }),
  );
}

export function saveVipLevel(
  db: Db,
  actor: Actor,
  id: number | null,
  input: VipLevelInput,
  now: Date,
): Promise<{ id: number }> {
  const values = {
    name: input.name,
    rank: input.rank,
    windowDays: input.window_days,
    minDepositSen: input.min_deposit,
  };
  return guarded(LEVEL_CODES, () =>
    inTransaction(db, async (tx) => {
      const [saved] =
        id === null
          ? await tx.insert(vipLevels).values(values).returning()
          : await tx
              .update(vipLevels)
              .set({ ...values, updatedAt: now })
              .where(eq(vipLevels.id, id))
              .returning();
      if (!saved) throw new DomainError('VIP_LEVEL_NOT_FOUND');
      await recordActivity(tx, actor, {
        action: id === null ? 'vip_level.create' : 'vip_level.update',
        targetType: 'vip_level',
        targetId: saved.id,
        after: input,
      });
      return { id: saved.id };
    }),
  );
}

/** Deletes a level (its members hold none until the next recompute); refused while a bonus names it. */
export function deleteVipLevel(db: Db, actor: Actor, id: number): Promise<void> {
  return guarded(LEVEL_CODES, () =>
    inTransaction(db, async (tx) => {
      const [gone] = await tx.delete(vipLevels).where(eq(vipLevels.id, id)).returning();
      if (!gone) throw new DomainError('VIP_LEVEL_NOT_FOUND');
      await recordActivity(tx, actor, {
        action: 'vip_level.delete',
        targetType: 'vip_level',
        targetId: id,
        before: levelRow(gone, 0),
      });
    }),
  );
}

/** Throws `code` unless every id is in `ids` found. */
function assertAllFound(wanted: readonly number[], found: readonly { id: number }[], code: MessageCode) {
  const have = new Set(found.map((row) => row.id));
  if (wanted.some((id) => !have.has(id))) throw new DomainError(code);
}

/** 'Tag not found.' / 'VIP level not found.' unless every id names one (a bonus's limits). */
export async function assertGroupsExist(db: Db, tagIds: readonly number[], levelIds: readonly number[]) {
  if (tagIds.length)
    assertAllFound(
      tagIds,
      await db
        .select({ id: memberTags.id })
        .from(memberTags)
        .where(inArray(memberTags.id, [...tagIds])),
      'TAG_NOT_FOUND',
    );
  if (levelIds.length)
    assertAllFound(
      levelIds,
      await db
        .select({ id: vipLevels.id })
        .from(vipLevels)
        .where(inArray(vipLevels.id, [...levelIds])),
      'VIP_LEVEL_NOT_FOUND',
    );
}

/** Adds or removes tags on the selected members, all or nothing; one activity entry per member. */
export async function tagMembers(db: Db, actor: Actor, body: BulkTagInput) {
  const memberIds = [...new Set(body.member_ids)];
  const tagIds = [...new Set(body.tag_ids)];
  return inTransaction(db, async (tx) => {
    await assertGroupsExist(tx, tagIds, []);
    assertAllFound(
      memberIds,
      await tx.select({ id: members.id }).from(members).where(inArray(members.id, memberIds)),
      'MEMBER_NOT_FOUND',
    );
    if (body.action === 'add')
      await tx
        .insert(memberTagLinks)
        .values(memberIds.flatMap((memberId) => tagIds.map((tagId) => ({ memberId, tagId }))))
        .onConflictDoNothing();
    else
      await tx
        .delete(memberTagLinks)
        .where(and(inArray(memberTagLinks.memberId, memberIds), inArray(memberTagLinks.tagId, tagIds)));
    for (const memberId of memberIds)
      await recordActivity(tx, actor, {
        action: body.action === 'add' ? 'member.tags_add' : 'member.tags_remove',
        targetType: 'member',
        targetId: memberId,
        memberId,
        after: { tag_ids: tagIds },
      });
    return { members: memberIds.length };
  });
}

/** The member's tags and level, as a bonus's limits read them. */
export async function memberGroupsOf(
  db: Db,
  memberId: number,
): Promise<{ tagIds: number[]; vipLevelId: number | null }> {
  const [member] = await db
    .select({ vipLevelId: members.vipLevelId })
    .from(members)
    .where(eq(members.id, memberId));
  if (!member) throw new DomainError('MEMBER_NOT_FOUND');
  const tags = await db
    .select({ tagId: memberTagLinks.tagId })
    .from(memberTagLinks)
    .where(eq(memberTagLinks.memberId, memberId));
  return { tagIds: tags.map((t) => t.tagId), vipLevelId: member.vipLevelId };
}

/** The levels' rules, for the recompute. */
export function vipLevelRules(db: Db) {
  return db
    .select({
      id: vipLevels.id,
      rank: vipLevels.rank,
      windowDays: vipLevels.windowDays,
      minDepositSen: vipLevels.minDepositSen,
    })
    .from(vipLevels);
}

/** `column` is one of the ids, bound as one jsonb parameter however many there are. */
const oneOf = (column: typeof members.id, ids: readonly number[]) =>
  sql`${column} in (select value::int from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`;

/**
 * Stores each member's level (the recompute's result: member id -> level id); members not
 * listed hold none. Writes only the members whose level changed, in one transaction, and
 * returns how many.
 */
export function setVipLevels(db: Db, levels: ReadonlyMap<number, number>, now: Date): Promise<number> {
  const byLevel = new Map<number, number[]>();
  for (const [memberId, levelId] of levels) byLevel.set(levelId, [...(byLevel.get(levelId) ?? []), memberId]);
  return inTransaction(db, async (tx) => {
    let changed = 0;
    for (const [levelId, memberIds] of byLevel) {
      const rows = await tx
        .update(members)
        .set({ vipLevelId: levelId, vipLevelAt: now })
        .where(and(oneOf(members.id, memberIds), sql`${members.vipLevelId} is distinct from ${levelId}`))
        .returning({ id: members.id });
      changed += rows.length;
    }
    const dropped = await tx
      .update(members)
      .set({ vipLevelId: null, vipLevelAt: now })
      .where(and(isNotNull(members.vipLevelId), not(oneOf(members.id, [...levels.keys()]))))
      .returning({ id: members.id });
    return changed + dropped.length;
  });
}
