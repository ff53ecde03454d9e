import { formatSen } from '@topup/contracts/money.ts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { inTransaction } from '../../../platform/db/transaction.ts';
import { DomainError } from '../../../platform/errors.ts';
import { type Actor, recordActivity } from '../../audit/record-activity.ts';
import type { ClaimedKey } from '../../idempotency/idempotency.service.ts';
import { lockedBalance, postLedger, systemAccount } from '../../ledger/ledger.service.ts';
import { getMemberAccount } from '../../member-accounts/account-with-product.read-model.ts';
import { assertAccountUsable, ensureSynced } from '../../member-accounts/member-accounts.service.ts';
import { assertMemberExists } from '../../members/members.service.ts';
import { getMemberWallet, rewardWalletOf, walletLedgerAccount } from '../../wallets/wallets.service.ts';
import {
  recordProviderCall,
  type SendResult,
  sendProviderCall,
} from '../provider-calls/provider-calls.service.ts';
import { type Transaction, transactions } from '../transactions.table.ts';

/** Redemption needs a wallet balance above RM 1. */
export const MIN_REDEEM_EXCLUSIVE_SEN = 100;

export type RedeemResult = { transaction: Transaction; outcome: SendResult; amountSen: number };

/**
 * Redeem: the whole reward-wallet balance moves into the member's game account. The wallet
 * is debited (under its row lock) before the provider call, so parallel redemptions cannot
 * spend it twice; a refused call refunds it.
 */
export async function redeemReward(
  db: Db,
  input: { memberId: number; memberAccountId: number; memberWalletId: number; ip: string | null },
  now: () => Date,
): Promise<RedeemResult> {
  const row = await getMemberAccount(db, input.memberAccountId, input.memberId);
  const wallet = await getMemberWallet(db, input.memberWalletId, input.memberId);
  assertAccountUsable(row);
  await ensureSynced(db, row);
  const walletAccount = await walletLedgerAccount(db, wallet.id);
  const { transaction, call } = await inTransaction(db, async (tx) => {
    const amountSen = await lockedBalance(tx, walletAccount);
    if (amountSen <= MIN_REDEEM_EXCLUSIVE_SEN) throw new DomainError('WALLET_BALANCE_TOO_LOW');
    const [t] = await tx
      .insert(transactions)
      .values({
        memberId: input.memberId,
        memberAccountId: row.account.id,
        memberWalletId: wallet.id,
        type: 'reward',
        amountSen,
        status: 'processing',
        requestedAt: now(),
      })
      .returning();
    await postLedger(
      tx,
      {
        transactionId: t!.id,
        kind: 'reward_redeem',
        legs: [
          { accountId: walletAccount, amountSen: -amountSen },
          { accountId: await systemAccount(tx, 'reward_funding'), amountSen },
        ],
      },
      'WALLET_BALANCE_TOO_LOW',
    );
    const recorded = await recordProviderCall(tx, {
      transactionId: t!.id,
      memberAccountId: row.account.id,
      purpose: 'reward',
      direction: 'deposit',
      amountSen,
    });
    await recordActivity(
      tx,
      { kind: 'member', memberId: input.memberId, ip: input.ip },
      {
        action: 'reward.redeem',
        targetType: 'transaction',
        targetId: t!.id,
        after: { amount_sen: amountSen, wallet_id: wallet.id, member_account_id: row.account.id },
      },
    );
    return { transaction: t!, call: recorded };
  });
  const outcome = await sendProviderCall(db, call, now);
  const [after] = await db.select().from(transactions).where(eq(transactions.id, transaction.id));
  return { transaction: after!, outcome, amountSen: call.amountSen };
}

export type RewardCredit = {
  memberId: number;
  amountSen: number;
  remark: string | null;
  actor: Actor;
  /** The rebate or referral bonus the credit pays, if any. */
  bonusId?: number | null;
};

/** Staff credit a member's reward wallet (e.g. a rebate); it is a success at once. */
export async function creditRewardWallet(
  db: Db,
  input: RewardCredit,
  now: Date,
  key?: ClaimedKey,
): Promise<Transaction> {
  return inTransaction(db, async (tx) => {
    const t = await postRewardCredit(tx, input, now);
    await key?.recordTransaction(tx, t.id);
    return t;
  });
}

/** The reward credit itself, in the caller's database transaction (a bonus run pays many at once). */
export async function postRewardCredit(tx: Db, input: RewardCredit, now: Date): Promise<Transaction> {
  await assertMemberExists(tx, input.memberId);
  const wallet = await rewardWalletOf(tx, input.memberId);
  const [t] = await tx
    .insert(transactions)
    .values({
      memberId: input.memberId,
      memberWalletId: wallet.id,
      type: 'reward',
      amountSen: input.amountSen,
      bonusId: input.bonusId ?? null,
      status: 'success',
      remark: input.remark,
      createdBy: input.actor.kind === 'operator' ? input.actor.operatorId : null,
      requestedAt: now,
      processedAt: now,
    })
    .returning();
  await postLedger(tx, {
    transactionId: t!.id,
    kind: 'reward_credit',
    legs: [
      { accountId: await walletLedgerAccount(tx, wallet.id), amountSen: input.amountSen },
      { accountId: await systemAccount(tx, 'reward_funding'), amountSen: -input.amountSen },
    ],
  });
  await recordActivity(tx, input.actor, {
    action: 'reward.credit',
    targetType: 'transaction',
    targetId: t!.id,
    memberId: input.memberId,
    after: { amount_sen: input.amountSen, wallet_id: wallet.id, amount: formatSen(input.amountSen) },
  });
  return t!;
}
