import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { assert } from '../../platform/errors.ts';
import { recordActivity } from '../audit/record-activity.ts';
import { bankLedgerAccount, getBank } from '../banks/banks.service.ts';
import { type Leg, postLedger, systemAccount } from '../ledger/ledger.service.ts';
import { getMemberAccount } from '../member-accounts/member-accounts.service.ts';
import { members } from '../members/members.table.ts';
import type { ProviderCall } from '../reconciliation/provider-calls.table.ts';
import { applyRollover, clearRollover, rolloverOf } from '../rollover/rollover.service.ts';
import { rolloverStates } from '../rollover/rollover.table.ts';
import { walletLedgerAccount } from '../wallets/wallets.service.ts';
import { movementAccounts } from './movement-accounts.ts';
import type { CallOutcome } from './provider-calls.service.ts';
import { type Transaction, transactions } from './transactions.table.ts';

type Settled = ProviderCall & { balanceBeforeSen: number | null };

/** Cash legs of a deposit (or their reverse): the member's money in the operator's bank. */
async function cashLegs(db: Db, t: Transaction, bankId: number | null, sign: 1 | -1): Promise<Leg[]> {
  if (bankId === null) return [];
  const bank = await bankLedgerAccount(db, await getBank(db, bankId, false));
  const external = await systemAccount(db, 'external');
  const cash = Math.abs(t.amountSen) * sign;
  return [
    { accountId: bank, amountSen: cash },
    { accountId: external, amountSen: -cash },
  ];
}

/**
 * A transfer takes the credit out of one game account (transfer_out), then puts it into the
 * other (transfer_in); when putting it in is refused it goes back (void). It is processing
 * until the last leg; `resumeTransfers` sends the next leg when no request is doing it.
 */
function transferAfter(
  purpose: ProviderCall['purpose'],
  succeeded: boolean,
  failed: string | null,
  now: Date,
): Partial<Transaction> {
  if (purpose === 'transfer_out')
    return succeeded
      ? { timeout: false }
      : { status: 'failed', processedAt: now, timeout: false, failureCode: failed };
  if (purpose === 'transfer_in')
    return succeeded
      ? { status: 'success', processedAt: now, timeout: false }
      : { timeout: false, failureCode: `transfer_in_${failed}` };
  return succeeded
    ? { status: 'voided', voidedAt: now, timeout: false }
    : { timeout: false, failureCode: `transfer_return_${failed}` };
}

/**
 * Applies a finished provider call to its transaction and the ledger, in the caller's
 * database transaction (which holds the call row's lock). The game account's ledger balance is
 * set to the provider's balance after the call; the difference before it is the member's game
 * result since the last movement.
 */
export async function settleProviderCall(
  db: Db,
  call: Settled,
  outcome: CallOutcome,
  now: Date,
): Promise<void> {
  const [t] = await db
    .select()
    .from(transactions)
    .where(eq(transactions.id, call.transactionId))
    .for('update');
  assert(t, `transaction ${call.transactionId} of call ${call.id} exists`);
  const row = await getMemberAccount(db, call.memberAccountId);
  const acc = await movementAccounts(db, row);
  const sign = call.direction === 'deposit' ? 1 : -1;
  const gameLegs: Leg[] = [
    { accountId: acc.member, amountSen: sign * call.amountSen },
    { accountId: acc.kiosk, amountSen: -sign * call.amountSen },
  ];
  const sync =
    outcome.kind === 'succeeded'
      ? { accountId: acc.member, targetSen: outcome.balanceAfterSen, counterAccountId: acc.gameResult }
      : undefined;
  const post = (kind: string, legs: Leg[]) => postLedger(db, { transactionId: t.id, kind, legs, sync });
  const scores =
    outcome.kind === 'succeeded'
      ? { beforeScoreSen: call.balanceBeforeSen, afterScoreSen: outcome.balanceAfterSen }
      : {};
  const failed = outcome.kind === 'failed' ? outcome.errorKind : null;
  let after: Partial<Transaction>;

  if (t.type === 'transfer') {
    if (outcome.kind === 'succeeded') await post(`transfer_${call.purpose}`, gameLegs);
    after = transferAfter(call.purpose, outcome.kind === 'succeeded', failed, now);
  } else if (call.purpose === 'void') {
    if (outcome.kind === 'succeeded') {
      const cash =
        t.type === 'deposit'
          ? await cashLegs(db, t, t.depositBankId, -1)
          : t.type === 'withdrawal' && t.status === 'complete'
            ? await cashLegs(db, t, t.withdrawBankId, 1)
            : [];
      await post(`void_${t.type}`, [...gameLegs, ...cash]);
      if (t.rolloverSen > 0) {
        const state = await rolloverOf(db, call.memberAccountId);
        if (state)
          await db
            .update(rolloverStates)
            .set({ targetSen: Math.max(0, state.targetSen - t.rolloverSen), updatedAt: now })
            .where(eq(rolloverStates.memberAccountId, call.memberAccountId));
      }
      after = { status: 'voided', voidedAt: now, timeout: false };
    } else {
      after = { timeout: false, failureCode: `void_${failed}` };
    }
  } else if (call.purpose === 'reward') {
    if (outcome.kind === 'succeeded') {
      await post('reward', gameLegs);
      after = { status: 'success', processedAt: now, timeout: false, ...scores };
    } else {
      const wallet = await walletLedgerAccount(db, t.memberWalletId!);
      const funding = await systemAccount(db, 'reward_funding');
      await postLedger(db, {
        transactionId: t.id,
        kind: 'reward_refund',
        legs: [
          { accountId: wallet, amountSen: call.amountSen },
          { accountId: funding, amountSen: -call.amountSen },
        ],
      });
      after = { status: 'failed', timeout: false, failureCode: failed };
    }
  } else if (outcome.kind === 'succeeded') {
    const cash = t.type === 'deposit' ? await cashLegs(db, t, t.depositBankId, 1) : [];
    await post(t.type, [...gameLegs, ...cash]);
    if (t.type === 'deposit') {
      await applyRollover(db, {
        memberAccountId: call.memberAccountId,
        targetSen: t.rolloverSen,
        type: t.rolloverType ?? 'stack',
        balanceBeforeSen: call.balanceBeforeSen ?? 0,
        now,
      });
      await db
        .update(members)
        .set({ depositCount: sql`${members.depositCount} + 1`, lastDepositAt: now })
        .where(eq(members.id, t.memberId));
    }
    if (t.type === 'withdrawal') await clearRollover(db, call.memberAccountId, now);
    after = { status: 'success', processedAt: now, timeout: false, ...scores };
  } else {
    after = { status: 'failed', processedAt: now, timeout: false, failureCode: failed };
  }

  await db
    .update(transactions)
    .set({ ...after, updatedAt: now })
    .where(eq(transactions.id, t.id));
  await recordActivity(
    db,
    { kind: 'system' },
    {
      action: `provider_call.${outcome.kind}`,
      targetType: 'transaction',
      targetId: t.id,
      memberId: t.memberId,
      before: { status: t.status },
      after: { status: after.status ?? t.status, purpose: call.purpose, reference: call.reference },
    },
  );
  void row;
}
