import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { setVipLevels, vipLevelRules } from '../members/member-groups.service.ts';
import { vipLevelFor, vipWindows } from '../members/vip-level-rule.ts';
import { transactions } from './transactions.table.ts';

const DAY_MS = 86_400_000;
const DONE = ['success', 'complete'] as const;

/**
 * Each depositing member's totals of deposits done (success or complete) in each window: one
 * statement, a member's row holding one sum per window (days -> sen).
 */
async function depositTotals(db: Db, windows: readonly number[], now: Date) {
  const since = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const sums = Object.fromEntries(
    windows.map((days) => [
      `d${days}`,
      sql<number>`coalesce(sum(${transactions.amountSen}) filter (where ${transactions.requestedAt} >= ${since(days).toISOString()}::timestamptz), 0)`.mapWith(
        Number,
      ),
    ]),
  );
  const rows = await db
    .select({ memberId: transactions.memberId, ...sums })
    .from(transactions)
    .where(
      and(
        eq(transactions.type, 'deposit'),
        inArray(transactions.status, [...DONE]),
        gte(transactions.requestedAt, since(Math.max(...windows))),
      ),
    )
    .groupBy(transactions.memberId);
  return rows.map((row) => ({
    memberId: row.memberId,
    depositedSen: (days: number) => Number((row as Record<string, unknown>)[`d${days}`] ?? 0),
  }));
}

/**
 * Recomputes every member's VIP level from their deposits (the rule in members/vip-level-rule.ts)
 * and stores the ones that changed. Returns how many members changed level. Several instances
 * may run it at once: each writes the same answer for the same deposits.
 */
export async function recomputeVipLevels(db: Db, now: Date): Promise<number> {
  const levels = await vipLevelRules(db);
  const wanted = new Map<number, number>();
  if (levels.length) {
    for (const member of await depositTotals(db, vipWindows(levels), now)) {
      const level = vipLevelFor(levels, member.depositedSen);
      if (level !== null) wanted.set(member.memberId, level);
    }
  }
  return setVipLevels(db, wanted, now);
}
