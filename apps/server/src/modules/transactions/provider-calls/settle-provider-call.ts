import type { Db } from '../../../platform/db/client.ts';
import { assert } from '../../../platform/errors.ts';
import { earnSpinsForDeposit } from '../../fortune-spin/fortune-spin-grants.service.ts';
import { type Leg, postLedger, systemAccount } from '../../ledger/ledger.service.ts';
import { countMemberDeposit } from '../../members/member-counters.service.ts';
import { clearRollover, reduceRollover, rolloverOnDeposit } from '../../rollover/rollover.service.ts';
import { walletLedgerAccount } from '../../wallets/wallets.service.ts';
import { updateTransactionLogged } from '../actions/transaction-update.ts';
import type { ProviderCall } from '../provider-calls.table.ts';
import type { Transaction } from '../transactions.table.ts';
import type { CallOutcome } from './call-outcome.ts';
import type { MovementAccounts } from './movement-accounts.ts';

/** Cash legs of a deposit (or their reverse): the member's money in the operator's bank. */
function cashLegs(s: Settling, sign: 1 | -1): Leg[] {
  const { t, external, bank } = s;
  if (bank === null || external === null) return [];
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
  // A leg out that moved late (after it was refused) puts a failed transfer back on its way.
  if (purpose === 'transfer_out')
    return succeeded
      ? { status: 'processing', processedAt: null, timeout: false }
      : { status: 'failed', processedAt: now, timeout: false, failureCode: failed };
  if (purpose === 'transfer_in')
    return succeeded
      ? { status: 'success', processedAt: now, timeout: false }
      : { timeout: false, failureCode: `transfer_in_${failed}` };
  return succeeded
    ? { status: 'voided', voidedAt: now, timeout: false }
    : { timeout: false, failureCode: `transfer_return_${failed}` };
}

/** What the settle steps share: the locked transaction, the call, its outcome and ledger legs. */
type Settling = {
  db: Db;
  t: Transaction;
  call: ProviderCall;
  succeeded: boolean;
  failed: string | null;
  now: Date;
  /** The call's own movement: game account against its kiosk (a success only). */
  gameLegs: Leg[];
  /** The external account cash comes from and goes to (a success only). */
  external: number | null;
  /** The ledger account of the transaction's bank, if it has one (a success only). */
  bank: number | null;
  /**
   * Books legs, posted after the transaction's own writes (the caller booked what happened at
   * the provider before the call: `bookProviderGap`).
   */
  post: (kind: string, legs: Leg[]) => void;
  scores: Partial<Transaction>;
};

async function settleVoid(s: Settling): Promise<Partial<Transaction>> {
  const { db, t, call, now } = s;
  if (!s.succeeded) return { timeout: false, failureCode: `void_${s.failed}` };
  const cash =
    t.type === 'deposit'
      ? cashLegs(s, -1)
      : t.type === 'withdrawal' && t.status === 'complete'
        ? cashLegs(s, 1)
        : [];
  s.post(`void_${t.type}`, [...s.gameLegs, ...cash]);
  if (t.rolloverSen > 0) await reduceRollover(db, call.memberAccountId, t.rolloverSen, now);
  return { status: 'voided', voidedAt: now, timeout: false };
}

/** The wallet was debited before the call; a refused call gives it back. */
async function settleReward(s: Settling): Promise<Partial<Transaction>> {
  if (s.succeeded) {
    s.post('reward', s.gameLegs);
    return { status: 'success', processedAt: s.now, timeout: false, ...s.scores };
  }
  await postLedger(s.db, {
    transactionId: s.t.id,
    kind: 'reward_refund',
    legs: [
      { accountId: await walletLedgerAccount(s.db, s.t.memberWalletId!), amountSen: s.call.amountSen },
      { accountId: await systemAccount(s.db, 'reward_funding'), amountSen: -s.call.amountSen },
    ],
  });
  return { status: 'failed', timeout: false, failureCode: s.failed };
}

/** Approve of a deposit, withdrawal or adjustment: the movement, cash, rollover and counters. */
async function settleApprove(s: Settling): Promise<Partial<Transaction>> {
  const { db, t, call, now } = s;
  if (!s.succeeded) return { status: 'failed', processedAt: now, timeout: false, failureCode: s.failed };
  const cash = t.type === 'deposit' ? cashLegs(s, 1) : [];
  s.post(t.type, [...s.gameLegs, ...cash]);
  if (t.type === 'deposit') {
    await rolloverOnDeposit(db, {
      memberAccountId: call.memberAccountId,
      targetSen: t.rolloverSen,
      type: t.rolloverType ?? 'stack',
      balanceBeforeSen: call.balanceBeforeSen ?? 0,
      now,
    });
    await countMemberDeposit(db, t.memberId, now);
    await earnSpinsForDeposit(db, { memberId: t.memberId, transactionId: t.id, amountSen: t.amountSen, now });
  }
  if (t.type === 'withdrawal') await clearRollover(db, call.memberAccountId, now);
  return { status: 'success', processedAt: now, timeout: false, ...s.scores };
}

async function settleStep(s: Settling): Promise<Partial<Transaction>> {
  if (s.t.type === 'transfer') {
    if (s.succeeded) s.post(`transfer_${s.call.purpose}`, s.gameLegs);
    return transferAfter(s.call.purpose, s.succeeded, s.failed, s.now);
  }
  if (s.call.purpose === 'void') return settleVoid(s);
  if (s.call.purpose === 'reward') return settleReward(s);
  return settleApprove(s);
}

/**
 * Applies a finished provider call to its transaction and the ledger, in the caller's
 * database transaction, which holds the locks of the call row and of `t`. The caller has
 * brought the game account's ledger to the provider's balance before the call
 * (`bookProviderGap`), so after it the ledger equals the provider's balance after the call.
 * `acc`: the game account's movement accounts (needed for a success). Returns the transaction
 * as it is now.
 */
export async function settleProviderCall(
  db: Db,
  input: { call: ProviderCall; t: Transaction; acc: MovementAccounts | null },
  outcome: CallOutcome,
  now: Date,
): Promise<Transaction> {
  const { call, t, acc } = input;
  const succeeded = outcome.kind === 'succeeded';
  assert(acc || !succeeded, `movement accounts of call ${call.id} given`);
  const sign = call.direction === 'deposit' ? 1 : -1;
  const postings: { kind: string; legs: Leg[] }[] = [];
  const after = await settleStep({
    db,
    t,
    call,
    now,
    succeeded,
    failed: outcome.kind === 'failed' ? outcome.errorKind : null,
    gameLegs: acc
      ? [
          { accountId: acc.member, amountSen: sign * call.amountSen },
          { accountId: acc.kiosk, amountSen: -sign * call.amountSen },
        ]
      : [],
    external: acc?.external ?? null,
    bank: acc?.bank ?? null,
    post: (kind, legs) => postings.push({ kind, legs }),
    scores: succeeded
      ? { beforeScoreSen: call.balanceBeforeSen, afterScoreSen: outcome.balanceAfterSen }
      : {},
  });
  const settled = await updateTransactionLogged(
    db,
    t.id,
    { ...after, updatedAt: now },
    {
      actor: { kind: 'system' },
      entry: {
        action: `provider_call.${outcome.kind}`,
        targetType: 'transaction',
        targetId: t.id,
        memberId: t.memberId,
        before: { status: t.status },
        after: { status: after.status ?? t.status, purpose: call.purpose, reference: call.reference },
      },
    },
  );
  // Last, so the shared rows a posting locks (kiosk, bank, external) are held only until commit.
  for (const posting of postings) await postLedger(db, { transactionId: t.id, ...posting });
  return settled;
}
