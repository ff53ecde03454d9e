/** Who a bonus is for: members with one of these tags and/or at one of these levels. */
export type BonusAudience = { tagIds: readonly number[]; vipLevelIds: readonly number[] };
export type MemberGroups = { tagIds: readonly number[]; vipLevelId: number | null };

/**
 * Whether the member may take the bonus. An empty list does not limit; a bonus limited to tags
 * needs one of them on the member; one limited to levels needs the member at one of them; one
 * limited to both needs both.
 */
export function bonusOpenTo(audience: BonusAudience, member: MemberGroups): boolean {
  const tagOk = audience.tagIds.length === 0 || audience.tagIds.some((id) => member.tagIds.includes(id));
  const levelOk =
    audience.vipLevelIds.length === 0 ||
    (member.vipLevelId !== null && audience.vipLevelIds.includes(member.vipLevelId));
  return tagOk && levelOk;
}
