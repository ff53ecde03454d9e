import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import { addBusinessDays, businessRange } from '../../platform/business-time.ts';
import type { Db } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { type Actor, recordActivity } from '../audit/record-activity.ts';
import { getBonus } from '../bonuses/bonuses.service.ts';
import type { Bonus } from '../bonuses/bonuses.table.ts';
import { postRewardCredit } from '../transactions/money-forms/reward.service.ts';
import { firstDepositsInPeriod, netLossesInPeriod, type RunRange } from './bonus-run.read-model.ts';
import { creditsOf, type RunLine, rebateLines, referralLines } from './bonus-run-lines.ts';
import { type BonusRun, bonusReferrals, bonusRunPayouts, bonusRuns } from './bonus-runs.table.ts';

const RUNNABLE_TYPES: readonly Bonus['type'][] = ['rebate', 'referral'];
const MAX_PERIOD_DAYS = 366;

/** A period of business days, from..to inclusive, and the instants it covers. */
export type RunPeriod = { from: string; to: string; range: RunRange };

export type RunPlan = {
  bonus: Bonus;
  period: RunPeriod;
  /** The period's last business day is over (a run may be paid). */
  ended: boolean;
  /** The run that paid this bonus for days overlapping the period, if any. */
  paidRun: BonusRun | null;
  lines: RunLine[];
};

export function runPeriod(from: string, to: string, zone: string): RunPeriod {
  const range = businessRange(from, to, zone);
  if (!range || from > to || addBusinessDays(from, MAX_PERIOD_DAYS - 1) < to)
    throw new DomainError('INVALID_REQUEST');
  return { from, to, range };
}

async function runnableBonus(db: Db, bonusId: number, lock: boolean): Promise<Bonus> {
  const bonus = await getBonus(db, bonusId, { forUpdate: lock });
  if (!bonus) throw new DomainError('NOT_FOUND');
  if (!RUNNABLE_TYPES.includes(bonus.type) || bonus.status !== 'active')
    throw new DomainError('BONUS_NOT_RUNNABLE');
  return bonus;
}

async function overlappingRun(db: Db, bonusId: number, period: RunPeriod): Promise<BonusRun | null> {
  const [run] = await db
    .select()
    .from(bonusRuns)
    .where(
      and(
        eq(bonusRuns.bonusId, bonusId),
        lte(bonusRuns.periodFrom, period.to),
        gte(bonusRuns.periodTo, period.from),
      ),
    )
    .limit(1);
  return run ?? null;
}

async function computeLines(db: Db, bonus: Bonus, period: RunPeriod): Promise<RunLine[]> {
  if (bonus.type === 'rebate') {
    const losses = await netLossesInPeriod(db, period.range);
    const paid = await db
      .select({ memberId: bonusRunPayouts.memberId })
      .from(bonusRunPayouts)
      .where(
        and(
          eq(bonusRunPayouts.bonusId, bonus.id),
          eq(bonusRunPayouts.periodFrom, period.from),
          eq(bonusRunPayouts.periodTo, period.to),
        ),
      );
    return rebateLines(bonus, losses, new Set(paid.map((p) => p.memberId)));
  }
  const firsts = await firstDepositsInPeriod(db, period.range);
  const referred = firsts.map((f) => f.referred.memberId);
  const paid = referred.length
    ? await db
        .select({ memberId: bonusReferrals.referredMemberId })
        .from(bonusReferrals)
        .where(and(eq(bonusReferrals.bonusId, bonus.id), inArray(bonusReferrals.referredMemberId, referred)))
    : [];
  return referralLines(bonus, firsts, new Set(paid.map((p) => p.memberId)));
}

async function plan(db: Db, bonus: Bonus, period: RunPeriod, now: Date): Promise<RunPlan> {
  return {
    bonus,
    period,
    ended: period.range.end.getTime() <= now.getTime(),
    paidRun: await overlappingRun(db, bonus.id, period),
    lines: await computeLines(db, bonus, period),
  };
}

/** What a run would pay now: every member with a base in the period, the bonus or why not. */
export async function previewRun(db: Db, bonusId: number, period: RunPeriod, now: Date): Promise<RunPlan> {
  return plan(db, await runnableBonus(db, bonusId, false), period, now);
}

/**
 * Pays the run in one database transaction: one reward-wallet credit per member through the
 * ledger, a payout row per member (unique per bonus, period and member) and, for referrals, a
 * row per referred member (unique per bonus). The bonus row is locked first, so runs of one
 * bonus are paid one after the other, and a period overlapping a paid run is refused: no
 * member's loss or first deposit is paid twice.
 */
export async function payRun(
  db: Db,
  input: { bonusId: number; period: RunPeriod; actor: Actor & { kind: 'operator' } },
  now: Date,
): Promise<{ run: BonusRun; plan: RunPlan }> {
  return inTransaction(db, async (tx) => {
    const bonus = await runnableBonus(tx, input.bonusId, true);
    const planned = await plan(tx, bonus, input.period, now);
    const { from, to } = input.period;
    if (planned.paidRun)
      throw new DomainError('BONUS_PERIOD_PAID', {
        from: planned.paidRun.periodFrom,
        to: planned.paidRun.periodTo,
      });
    if (!planned.ended) throw new DomainError('BONUS_PERIOD_NOT_ENDED');
    const credits = creditsOf(planned.lines);
    if (!credits.length) throw new DomainError('BONUS_NOTHING_TO_PAY');
    const totalSen = credits.reduce((sum, c) => sum + c.bonusSen, 0);
    const [run] = await tx
      .insert(bonusRuns)
      .values({
        bonusId: bonus.id,
        periodFrom: from,
        periodTo: to,
        members: credits.length,
        totalSen,
        createdBy: input.actor.operatorId,
        createdAt: now,
      })
      .returning();
    const remark = `${bonus.name} (${from} – ${to})`;
    for (const credit of credits) {
      const t = await postRewardCredit(
        tx,
        {
          memberId: credit.memberId,
          amountSen: credit.bonusSen,
          remark,
          actor: input.actor,
          bonusId: bonus.id,
        },
        now,
      );
      const [payout] = await tx
        .insert(bonusRunPayouts)
        .values({
          runId: run!.id,
          bonusId: bonus.id,
          periodFrom: from,
          periodTo: to,
          memberId: credit.memberId,
          baseSen: credit.baseSen,
          bonusSen: credit.bonusSen,
          transactionId: t.id,
        })
        .returning({ id: bonusRunPayouts.id });
      if (bonus.type === 'referral')
        await tx.insert(bonusReferrals).values(
          credit.lines.map((l) => ({
            bonusId: bonus.id,
            referredMemberId: l.referred!.memberId,
            depositTransactionId: l.depositTransactionId!,
            payoutId: payout!.id,
            bonusSen: l.bonusSen,
          })),
        );
    }
    await recordActivity(tx, input.actor, {
      action: 'bonus.run',
      targetType: 'bonus',
      targetId: bonus.id,
      after: { run_id: run!.id, type: bonus.type, from, to, members: credits.length, total_sen: totalSen },
    });
    return { run: run!, plan: { ...planned, paidRun: run! } };
  });
}
