import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { members } from './members.table.ts';

/**
 * A deposit of the member went through: the Member list's deposit count and last deposit, in
 * the caller's database transaction (the settle's).
 */
export async function countMemberDeposit(tx: Db, memberId: number, now: Date): Promise<void> {
  await tx
    .update(members)
    .set({ depositCount: sql`${members.depositCount} + 1`, lastDepositAt: now })
    .where(eq(members.id, memberId));
}

/** Adds fortune spin chances; the member's name and chances after, or null for no such member. */
export async function addSpinChances(
  db: Db,
  memberId: number,
  spins: number,
): Promise<{ name: string; spins: number } | null> {
  const [row] = await db
    .update(members)
    .set({ spinChances: sql`${members.spinChances} + ${spins}` })
    .where(eq(members.id, memberId))
    .returning({ name: members.name, spins: members.spinChances });
  return row ?? null;
}

/** Uses one spin chance; the chances left, or null when the member has none. */
export async function takeSpinChance(db: Db, memberId: number): Promise<number | null> {
  const [row] = await db
    .update(members)
    .set({ spinChances: sql`${members.spinChances} - 1` })
    .where(and(eq(members.id, memberId), gt(members.spinChances, 0)))
    .returning({ left: members.spinChances });
  return row ? row.left : null;
}
