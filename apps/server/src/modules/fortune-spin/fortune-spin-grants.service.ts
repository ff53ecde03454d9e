import { and, eq, gte, sql } from 'drizzle-orm';
import { businessDayOf, businessDayStart } from '../../platform/business-time.ts';
import type { Db } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { type Actor, recordActivity } from '../audit/record-activity.ts';
import { addSpinChances } from '../members/member-counters.service.ts';
import { getBusinessTimeZone } from '../settings/business-time-zone.ts';
import { getSiteSettings } from '../settings/settings.service.ts';
import { fortuneSpinGrants } from './fortune-spin-grants.table.ts';

/**
 * The earning rule on a successful deposit (called in the deposit's settling transaction):
 * a deposit of at least the rule's amount earns its spins, at most once per transaction and
 * up to the day's cap (a business day: setting business_time_zone). Returns the spins given.
 */
export async function earnSpinsForDeposit(
  tx: Db,
  deposit: { memberId: number; transactionId: number; amountSen: number; now: Date },
): Promise<number> {
  const rule = (await getSiteSettings(tx)).fortune_spin_earning;
  if (rule.spins <= 0 || deposit.amountSen < rule.min_deposit_sen) return 0;
  let spins = rule.spins;
  if (rule.daily_cap > 0) {
    const zone = await getBusinessTimeZone(tx);
    const dayStart = businessDayStart(businessDayOf(deposit.now, zone), zone)!;
    const [today] = await tx
      .select({ n: sql<number>`coalesce(sum(${fortuneSpinGrants.spins}), 0)::int` })
      .from(fortuneSpinGrants)
      .where(
        and(
          eq(fortuneSpinGrants.memberId, deposit.memberId),
          eq(fortuneSpinGrants.reason, 'deposit'),
          gte(fortuneSpinGrants.createdAt, dayStart),
        ),
      );
    spins = Math.min(spins, rule.daily_cap - Number(today?.n ?? 0));
  }
  if (spins <= 0) return 0;
  const [grant] = await tx
    .insert(fortuneSpinGrants)
    .values({
      memberId: deposit.memberId,
      spins,
      reason: 'deposit',
      transactionId: deposit.transactionId,
      createdAt: deposit.now,
    })
    .onConflictDoNothing({ target: fortuneSpinGrants.transactionId })
    .returning({ id: fortuneSpinGrants.id });
  if (!grant) return 0;
  await addSpinChances(tx, deposit.memberId, spins);
  return spins;
}

/** Staff gives a member spins with a remark; logged with the member's spins before and after. */
export async function grantSpins(
  db: Db,
  actor: Actor,
  input: { memberId: number; spins: number; remark: string },
): Promise<{ name: string; spins: number }> {
  return inTransaction(db, async (tx) => {
    const member = await addSpinChances(tx, input.memberId, input.spins);
    if (!member) throw new DomainError('MEMBER_NOT_FOUND');
    const before = member.spins - input.spins;
    await tx.insert(fortuneSpinGrants).values({
      memberId: input.memberId,
      spins: input.spins,
      reason: 'staff',
      operatorId: actor.kind === 'operator' ? actor.operatorId : null,
      remark: input.remark,
    });
    const after = member.spins;
    await recordActivity(tx, actor, {
      action: 'fortune_spin.grant',
      targetType: 'member',
      targetId: input.memberId,
      memberId: input.memberId,
      before: { spins: before },
      after: { spins: after, granted: input.spins, remark: input.remark },
    });
    return { name: member.name, spins: after };
  });
}
