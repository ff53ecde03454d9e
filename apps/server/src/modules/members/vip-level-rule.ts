/** A VIP level's rule: deposits done in the last `windowDays` days total at least `minDepositSen`. */
export type VipLevelRule = { id: number; rank: number; windowDays: number; minDepositSen: number };

/**
 * The level a member holds: the highest-ranked level whose rule their deposits meet, or null.
 * `depositedSen(days)` is the member's total of deposits done in the last `days` days. Levels
 * are checked by rank, not by amount, so a higher level with a shorter window still wins.
 */
export function vipLevelFor(
  levels: readonly VipLevelRule[],
  depositedSen: (days: number) => number,
): number | null {
  const byRank = [...levels].sort((a, b) => b.rank - a.rank);
  return byRank.find((level) => depositedSen(level.windowDays) >= level.minDepositSen)?.id ?? null;
}

/** The distinct windows the levels look at, so a member's totals are read once per window. */
export function vipWindows(levels: readonly VipLevelRule[]): number[] {
  return [...new Set(levels.map((level) => level.windowDays))].sort((a, b) => a - b);
}
