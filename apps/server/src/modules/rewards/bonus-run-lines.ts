import type { SkipReason } from '@topup/contracts/bonus-runs.ts';
import { bonusAmountSen } from '../bonuses/bonus-grant.ts';
import type { Bonus } from '../bonuses/bonuses.table.ts';
import type { FirstDeposit, MemberFacts, NetLoss } from './bonus-run.read-model.ts';

/** One member of a run: who is credited, on what base, how much, or why not. */
export type RunLine = {
  member: MemberFacts;
  /** Referral: the referred member whose first deposit is the base. */
  referred: MemberFacts | null;
  depositTransactionId: number | null;
  baseSen: number;
  bonusSen: number;
  skip: SkipReason | null;
};

/** The bonus on a base: percentage (or fixed amount), capped by max bonus, rounded down to the sen. */
function line(bonus: Bonus, base: Omit<RunLine, 'bonusSen' | 'skip'>, skip: SkipReason | null): RunLine {
  if (skip) return { ...base, bonusSen: 0, skip };
  const bonusSen = bonusAmountSen(bonus, base.baseSen);
  return { ...base, bonusSen, skip: bonusSen > 0 ? null : 'zero_bonus' };
}

function memberSkip(member: MemberFacts): SkipReason | null {
  if (!member.active) return 'member_inactive';
  return member.fraud ? 'member_fraud' : null;
}

/** Rebate: a share of each member's net loss in the period; a net win or break-even earns nothing. */
export function rebateLines(bonus: Bonus, losses: NetLoss[], paidMembers: ReadonlySet<number>): RunLine[] {
  return losses.map(({ netLossSen, ...member }) => {
    const base = { member, referred: null, depositTransactionId: null, baseSen: netLossSen };
    const skip = paidMembers.has(member.memberId)
      ? 'already_paid'
      : (memberSkip(member) ?? (netLossSen <= 0 ? 'no_net_loss' : null));
    return line(bonus, base, skip);
  });
}

/**
 * Referral: a share of each referred member's first deposit, paid to their upline, once per
 * referred member and bonus; the min deposit of the bonus applies to that deposit.
 */
export function referralLines(
  bonus: Bonus,
  firsts: FirstDeposit[],
  paidReferred: ReadonlySet<number>,
): RunLine[] {
  return firsts.map((first) => {
    const base = {
      member: first.upline,
      referred: first.referred,
      depositTransactionId: first.depositTransactionId,
      baseSen: first.depositSen,
    };
    const belowMin = bonus.minDepositSen !== null && first.depositSen < bonus.minDepositSen;
    const skip = paidReferred.has(first.referred.memberId)
      ? 'already_paid'
      : (memberSkip(first.upline) ??
        (first.referred.fraud ? 'referred_fraud' : belowMin ? 'below_min_deposit' : null));
    return line(bonus, base, skip);
  });
}

/** The credits of a run: the paid lines summed per member credited. */
export function creditsOf(
  lines: RunLine[],
): { memberId: number; baseSen: number; bonusSen: number; lines: RunLine[] }[] {
  const byMember = new Map<
    number,
    { memberId: number; baseSen: number; bonusSen: number; lines: RunLine[] }
  >();
  for (const l of lines) {
    if (l.skip) continue;
    const credit = byMember.get(l.member.memberId) ?? {
      memberId: l.member.memberId,
      baseSen: 0,
      bonusSen: 0,
      lines: [],
    };
    credit.baseSen += l.baseSen;
    credit.bonusSen += l.bonusSen;
    credit.lines.push(l);
    byMember.set(l.member.memberId, credit);
  }
  return [...byMember.values()];
}
