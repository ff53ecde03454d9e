import { and, eq, gt, inArray, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { ensureLedgerAccount, postLedger, systemAccount } from '../ledger/ledger.service.ts';
import { ledgerAccounts } from '../ledger/ledger.table.ts';
import { providerCalls } from '../reconciliation/provider-calls.table.ts';
import { getMemberAccount, providerBalance } from './member-accounts.service.ts';

export type SyncResult = { kind: 'synced'; providerSen: number; gameResultSen: number } | { kind: 'busy' };

/**
 * Books the member's game result since the last movement (bets and wins at the provider move
 * its balance without us): the ledger balance of the game account becomes the provider's.
 * Skipped ('busy') when a credit movement on the account is open or settled after the balance
 * was read, since the read could not be placed in order against it.
 */
export async function syncGameBalance(db: Db, memberAccountId: number, now: () => Date): Promise<SyncResult> {
  const row = await getMemberAccount(db, memberAccountId);
  const readStartedAt = now();
  const providerSen = await providerBalance(db, row);
  return inTransaction(db, async (tx) => {
    const member = await ensureLedgerAccount(
      tx,
      'member_account',
      row.account.id,
      `game ${row.account.username}`,
    );
    const gameResult = await systemAccount(tx, 'game_result');
    // Settling a movement needs this lock too: after taking it, every movement that could
    // have changed the provider's balance since the read is visible below.
    const [locked] = await tx
      .select({ balanceSen: ledgerAccounts.balanceSen })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, member))
      .for('update');
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
    await postLedger(tx, {
      transactionId: null,
      kind: 'game_result_sync',
      legs: [],
      sync: { accountId: member, targetSen: providerSen, counterAccountId: gameResult },
    });
    return { kind: 'synced' as const, providerSen, gameResultSen: providerSen - (locked?.balanceSen ?? 0) };
  });
}
