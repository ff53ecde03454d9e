import { and, eq, gt, ne, or } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { raiseDiscrepancy } from '../../discrepancies/discrepancies.service.ts';
import { lockedBalance, postLedger, systemAccount } from '../../ledger/ledger.service.ts';
import type { ScoreLogEntry } from '../../providers/game-provider.ts';
import { walletLedgerAccount } from '../../wallets/wallets.service.ts';
import { type ProviderCall, providerCalls } from '../provider-calls.table.ts';
import { type Transaction, transactions } from '../transactions.table.ts';
import { type MovementAccounts, withBankOf } from './movement-accounts.ts';
import { settleProviderCall } from './settle-provider-call.ts';

/** Whether a later call of the transaction acted since (or another of the same purpose stands). */
async function supersededCall(db: Db, call: ProviderCall): Promise<boolean> {
  const [other] = await db
    .select({ id: providerCalls.id })
    .from(providerCalls)
    .where(
      and(
        eq(providerCalls.transactionId, call.transactionId),
        ne(providerCalls.id, call.id),
        or(
          gt(providerCalls.id, call.id),
          and(eq(providerCalls.purpose, call.purpose), ne(providerCalls.status, 'failed')),
        ),
      ),
    )
    .limit(1);
  return other !== undefined;
}

/** A refused redemption gave the reward back to the wallet; a late move takes it again, if still there. */
async function walletStillHolds(db: Db, t: Transaction, amountSen: number): Promise<number | null> {
  if (t.memberWalletId === null) return null;
  const wallet = await walletLedgerAccount(db, t.memberWalletId);
  return (await lockedBalance(db, wallet)) >= amountSen ? wallet : null;
}

/**
 * A move of ours the provider applied after it had answered a refusal (so we had failed the
 * call): the call becomes succeeded and its effect is booked now, exactly once (only a failed
 * row changes, under the caller's transaction, with the transaction row locked). Every purpose:
 * an approval or a void settles its transaction; a reward redemption takes back the refund its
 * wallet got (when the wallet still holds it); a transfer leg puts the transfer back on its way
 * (out: processing again, the job sends the credit in; in: done; the return: voided). Not when a
 * later call of the transaction has acted since (the return of a transfer whose leg in was
 * refused, a second void): then false, and staff decide.
 */
export async function settleLateMove(
  db: Db,
  call: ProviderCall,
  entry: ScoreLogEntry,
  kioskId: number | null,
  acc: MovementAccounts,
  now: Date,
): Promise<boolean> {
  if (entry.kind !== call.direction || entry.amountSen !== call.amountSen) return false;
  const [t] = await db
    .select()
    .from(transactions)
    .where(eq(transactions.id, call.transactionId))
    .for('update');
  if (!t || (await supersededCall(db, call))) return false;
  const wallet = call.purpose === 'reward' ? await walletStillHolds(db, t, call.amountSen) : null;
  if (call.purpose === 'reward' && wallet === null) return false;
  const [claimed] = await db
    .update(providerCalls)
    .set({
      status: 'succeeded',
      providerTxId: entry.providerTxId,
      balanceBeforeSen: entry.balanceBeforeSen,
      balanceAfterSen: entry.balanceAfterSen,
      errorKind: null,
      resolvedAt: now,
    })
    .where(and(eq(providerCalls.id, call.id), eq(providerCalls.status, 'failed')))
    .returning();
  if (!claimed) return false;
  if (wallet !== null)
    await postLedger(db, {
      transactionId: t.id,
      kind: 'reward_refund_reversed',
      legs: [
        { accountId: wallet, amountSen: -call.amountSen },
        { accountId: await systemAccount(db, 'reward_funding'), amountSen: call.amountSen },
      ],
    });
  await settleProviderCall(
    db,
    { call: claimed, t, acc: await withBankOf(db, acc, t) },
    { kind: 'succeeded', providerTxId: entry.providerTxId, balanceAfterSen: entry.balanceAfterSen },
    now,
  );
  await db.update(transactions).set({ failureCode: null }).where(eq(transactions.id, call.transactionId));
  await raiseDiscrepancy(
    db,
    {
      kind: 'late_move',
      dedupeKey: `late:${call.id}`,
      kioskId,
      memberAccountId: call.memberAccountId,
      providerCallId: call.id,
      transactionId: call.transactionId,
      reference: call.reference,
      amountSen: entry.balanceAfterSen - entry.balanceBeforeSen,
      evidence: { entry, failedWith: call.errorKind, failedAt: call.resolvedAt },
      autoSettled: true,
    },
    now,
  );
  return true;
}
