/** An outstanding rollover target: bets owed at the provider since `startedAt` before a withdrawal. */
export type RolloverTarget = { targetSen: number; startedAt: Date };

export type BonusDepositRollover = {
  /** The rollover the deposit's bonus adds (0: a deposit without a bonus). */
  targetSen: number;
  type: 'stack' | 'addon';
  /** The game balance before the deposit was at or below the clear threshold. */
  cleared: boolean;
  now: Date;
};

/** A balance at or below the threshold has nothing left to play through: its old target goes. */
export const clearsOutstanding = (balanceBeforeSen: number, clearBelowSen: number) =>
  balanceBeforeSen <= clearBelowSen;

/**
 * The target after a deposit succeeded, or null when it stays as it is. `stack` adds the
 * deposit's target to what is outstanding; `addon` sets it only when nothing is outstanding
 * (what is outstanding keeps its start). A cleared balance drops the old target first; a
 * deposit without a rollover then leaves a zero target started now.
 */
export function rolloverAfterDeposit(
  current: RolloverTarget | null,
  deposit: BonusDepositRollover,
): RolloverTarget | null {
  const outstandingSen = deposit.cleared || current === null ? 0 : current.targetSen;
  if (deposit.targetSen === 0) {
    if (!deposit.cleared || current === null || current.targetSen === 0) return null;
    return { targetSen: 0, startedAt: deposit.now };
  }
  if (outstandingSen === 0) return { targetSen: deposit.targetSen, startedAt: deposit.now };
  const targetSen = deposit.type === 'stack' ? outstandingSen + deposit.targetSen : outstandingSen;
  return { targetSen, startedAt: current!.startedAt };
}
