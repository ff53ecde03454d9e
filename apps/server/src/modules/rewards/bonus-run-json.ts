import type {
  BonusRunJson,
  BonusRunLineJson,
  BonusRunPlanJson,
  RunnableBonusJson,
} from '@topup/contracts/bonus-runs.ts';
import { formatSen } from '@topup/contracts/money.ts';
import type { Bonus } from '../bonuses/bonuses.table.ts';
import type { RunPlan } from './bonus-run.service.ts';
import type { RunLine } from './bonus-run-lines.ts';
import { creditsOf } from './bonus-run-lines.ts';
import type { BonusRun } from './bonus-runs.table.ts';

const money = (sen: number | null) => (sen === null ? null : formatSen(sen));

/** A rebate or referral bonus as the Run screen shows it. */
export function runnableBonusJson(b: Bonus): RunnableBonusJson {
  return {
    id: b.id,
    name: b.name,
    type: b.type as RunnableBonusJson['type'],
    frequency: b.frequency,
    percentage: formatSen(b.percentageBp),
    amount: formatSen(b.amountSen),
    min_deposit: money(b.minDepositSen),
    max_bonus: money(b.maxBonusSen),
  };
}

function runJson(run: BonusRun): BonusRunJson {
  return {
    id: run.id,
    from: run.periodFrom,
    to: run.periodTo,
    members: run.members,
    total: formatSen(run.totalSen),
    created_at: run.createdAt.toISOString(),
  };
}

function lineJson(l: RunLine): BonusRunLineJson {
  return {
    member_id: l.member.memberId,
    member_name: l.member.name,
    member_phone: l.member.phone,
    referred_member_id: l.referred?.memberId ?? null,
    referred_member_name: l.referred?.name ?? null,
    base: formatSen(l.baseSen),
    bonus: formatSen(l.bonusSen),
    skip: l.skip,
  };
}

/** A run's preview (or its result once paid): per member the base, the bonus, or why not. */
export function runPlanJson(plan: RunPlan, timeZone: string): BonusRunPlanJson {
  const credits = creditsOf(plan.lines);
  return {
    bonus: runnableBonusJson(plan.bonus),
    from: plan.period.from,
    to: plan.period.to,
    time_zone: timeZone,
    ended: plan.ended,
    paid_run: plan.paidRun ? runJson(plan.paidRun) : null,
    members: credits.length,
    total: formatSen(credits.reduce((sum, c) => sum + c.bonusSen, 0)),
    lines: plan.lines.map(lineJson),
  };
}
