import { and, eq, gt, inArray, or } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { inTransaction } from '../../../platform/db/transaction.ts';
import { lockedBalance } from '../../ledger/ledger.service.ts';
import { getMemberAccount } from '../../member-accounts/account-with-product.read-model.ts';
import { providerBalance } from '../../member-accounts/member-accounts.service.ts';
import { movementAccounts } from '../provider-calls/movement-accounts.ts';
import { bookProviderGap, gapEntries } from '../provider-calls/provider-gap.ts';
import { providerCalls } from '../provider-calls.table.ts';

export type SyncResult =
  | { kind: 'synced'; providerSen: number; gameResultSen: number; lateMoves: number; raised: number }
  | { kind: 'busy' };

/**
 * Brings the game account's ledger to the provider's balance, explained by the provider's log
 * since the last sync (`bookProviderGap`: play is the member's game result, anything else goes
 * to suspense as a discrepancy).
 * Skipped ('busy') when a credit movement on the account is open or settled after the balance
 * was read, since the read could not be placed in order against it.
 */
export async function syncGameBalance(db: Db, memberAccountId: number, now: () => Date): Promise<SyncResult> {
  const row = await getMemberAccount(db, memberAccountId);
  const readStartedAt = now();
  // The log, then the balance; play in between shows as a mismatch, so both are read once more.
  // A balance the newest entry still does not account for is what the log cannot explain.
  let { entries, newest } = await gapEntries(db, row, {});
  let providerSen = await providerBalance(db, row);
  if (newest && newest.balanceAfterSen !== providerSen) {
    ({ entries, newest } = await gapEntries(db, row, {}));
    providerSen = await providerBalance(db, row);
  }
  return inTransaction(db, async (tx) => {
    const acc = await movementAccounts(tx, row);
    // Settling a movement needs this lock too: after taking it, every movement that could
    // have changed the provider's balance since the read is visible below.
    await lockedBalance(tx, acc.member);
    const moving = await tx
      .select({ id: providerCalls.id })
      .from(providerCalls)
      .where(
        and(
          eq(providerCalls.memberAccountId, row.account.id),
          or(
            inArray(providerCalls.status, ['pending', 'unknown']),
            gt(providerCalls.resolvedAt, readStartedAt),
          ),
        ),
      )
      .limit(1);
    if (moving.length) return { kind: 'busy' as const };
    const booked = await bookProviderGap(tx, {
      row,
      acc,
      entries,
      targetSen: providerSen,
      anchor: newest ? { providerTxId: newest.providerTxId, at: readStartedAt } : null,
      cause: `sync ${newest?.providerTxId ?? readStartedAt.toISOString()}`,
      now: readStartedAt,
    });
    return {
      kind: 'synced' as const,
      providerSen,
      gameResultSen: booked.gameResultSen,
      lateMoves: booked.lateMoves,
      raised: booked.raised,
    };
  });
}
