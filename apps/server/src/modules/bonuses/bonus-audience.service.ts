import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { assertGroupsExist } from '../members/member-groups.service.ts';
import type { BonusAudience } from './bonus-audience.ts';
import { bonusMemberTags, bonusVipLevels } from './bonuses.table.ts';

/** No limit: every member may take the bonus. */
export const EVERYONE: BonusAudience = { tagIds: [], vipLevelIds: [] };

/** Each bonus's tags and levels (a bonus not in the map is open to every member). */
export async function audiencesOf(db: Db, bonusIds: readonly number[]): Promise<Map<number, BonusAudience>> {
  const result = new Map<number, { tagIds: number[]; vipLevelIds: number[] }>();
  if (bonusIds.length === 0) return result;
  const entry = (id: number) => {
    const found = result.get(id) ?? { tagIds: [], vipLevelIds: [] };
    result.set(id, found);
    return found;
  };
  const tags = await db
    .select()
    .from(bonusMemberTags)
    .where(inArray(bonusMemberTags.bonusId, [...bonusIds]));
  const levels = await db
    .select()
    .from(bonusVipLevels)
    .where(inArray(bonusVipLevels.bonusId, [...bonusIds]));
  for (const row of tags) entry(row.bonusId).tagIds.push(row.tagId);
  for (const row of levels) entry(row.bonusId).vipLevelIds.push(row.vipLevelId);
  for (const audience of result.values()) {
    audience.tagIds.sort((a, b) => a - b);
    audience.vipLevelIds.sort((a, b) => a - b);
  }
  return result;
}

export async function audienceOf(db: Db, bonusId: number): Promise<BonusAudience> {
  return (await audiencesOf(db, [bonusId])).get(bonusId) ?? EVERYONE;
}

/** Replaces the bonus's tags and levels (inside the caller's transaction); unknown ids are refused. */
export async function setAudience(db: Db, bonusId: number, audience: BonusAudience): Promise<void> {
  const tagIds = [...new Set(audience.tagIds)];
  const vipLevelIds = [...new Set(audience.vipLevelIds)];
  await assertGroupsExist(db, tagIds, vipLevelIds);
  await db.delete(bonusMemberTags).where(eq(bonusMemberTags.bonusId, bonusId));
  await db.delete(bonusVipLevels).where(eq(bonusVipLevels.bonusId, bonusId));
  if (tagIds.length) await db.insert(bonusMemberTags).values(tagIds.map((tagId) => ({ bonusId, tagId })));
  if (vipLevelIds.length)
    await db.insert(bonusVipLevels).values(vipLevelIds.map((vipLevelId) => ({ bonusId, vipLevelId })));
}
