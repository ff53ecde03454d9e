import { randomInt } from 'node:crypto';
import { formatSen } from '@topup/contracts/money.ts';
import { asc } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { assert, DomainError } from '../../platform/errors.ts';
import { recordActivity } from '../audit/record-activity.ts';
import { postLedger, systemAccount } from '../ledger/ledger.service.ts';
import { takeSpinChance } from '../members/member-counters.service.ts';
import { getSiteSettings } from '../settings/settings.service.ts';
import { rewardWalletOf, walletLedgerAccount } from '../wallets/wallets.service.ts';
import { fortuneSpinHistory, fortuneSpinSegments } from './fortune-spin.table.ts';

export type SpinOutcome = { segment: number; label: string; prizeSen: number; availableSpins: number };

/** Picks a position with probability weight / total weight, from a cryptographic RNG. */
export function pickWeighted(weights: { position: number; weight: number }[], draw = randomInt): number {
  const total = weights.reduce((sum, w) => sum + w.weight, 0);
  assert(total > 0, 'the wheel has a positive total weight');
  let ticket = draw(total);
  for (const w of weights) {
    if (ticket < w.weight) return w.position;
    ticket -= w.weight;
  }
  throw new Error('unreachable: ticket beyond total weight');
}

/**
 * One spin: uses one of the member's spins (refused with 'No available spin chance.' at 0),
 * draws the segment on the server and credits the prize to the member's reward wallet through
 * the ledger, all in one database transaction.
 */
export async function spinWheel(db: Db, memberId: number, ip: string | null): Promise<SpinOutcome> {
  const site = await getSiteSettings(db);
  if (site.fortune_spin_enabled !== 1) throw new DomainError('FORTUNE_SPIN_DISABLED');
  return inTransaction(db, async (tx) => {
    const left = await takeSpinChance(tx, memberId);
    if (left === null) throw new DomainError('NO_SPIN_CHANCE');
    const segments = await tx.select().from(fortuneSpinSegments).orderBy(asc(fortuneSpinSegments.position));
    const position = pickWeighted(segments);
    const segment = segments.find((s) => s.position === position)!;
    let walletId: number | null = null;
    if (segment.prizeSen > 0) {
      const wallet = await rewardWalletOf(tx, memberId);
      walletId = wallet.id;
      await postLedger(tx, {
        transactionId: null,
        kind: 'fortune_spin_prize',
        memo: `member ${memberId} segment ${position}`,
        legs: [
          { accountId: await walletLedgerAccount(tx, wallet.id), amountSen: segment.prizeSen },
          { accountId: await systemAccount(tx, 'reward_funding'), amountSen: -segment.prizeSen },
        ],
      });
    }
    await tx.insert(fortuneSpinHistory).values({
      memberId,
      segment: position,
      label: segment.label,
      prizeSen: segment.prizeSen,
      memberWalletId: walletId,
    });
    await recordActivity(
      tx,
      { kind: 'member', memberId, ip },
      {
        action: 'fortune_spin.spin',
        targetType: 'member',
        targetId: memberId,
        after: { segment: position, prize: formatSen(segment.prizeSen), spins_left: left },
      },
    );
    return { segment: position, label: segment.label, prizeSen: segment.prizeSen, availableSpins: left };
  });
}
