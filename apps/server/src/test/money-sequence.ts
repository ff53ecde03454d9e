import { EXPENSE_CATEGORIES } from '@topup/contracts/api/bank-movements.ts';
import { ALL_PERMISSIONS } from '@topup/contracts/permissions.ts';
import { randomInt, seededRandom } from '@topup/kiosk-sim/seeded-random.ts';
import { and, asc, count, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import { operators, roles } from '../modules/access/access.table.ts';
import { limitValues } from '../modules/access/amount-limits.service.ts';
import {
  type MovementActor,
  recordBankTransfer,
  recordExpense,
} from '../modules/bank-movements/bank-movements.service.ts';
import { bankMovements } from '../modules/bank-movements/bank-movements.table.ts';
import { banks } from '../modules/banks/banks.table.ts';
import { bonuses } from '../modules/bonuses/bonuses.table.ts';
import { providerDiscrepancies } from '../modules/discrepancies/discrepancies.table.ts';
import { spinWheel } from '../modules/fortune-spin/fortune-spin.service.ts';
import { checkLedgerInvariant, ledgerBalance } from '../modules/ledger/ledger.service.ts';
import { getMemberAccount } from '../modules/member-accounts/account-with-product.read-model.ts';
import { createMemberAccount, providerBalance } from '../modules/member-accounts/member-accounts.service.ts';
import { members } from '../modules/members/members.table.ts';
import { products, providerKiosks } from '../modules/products/products.table.ts';
import { runProviderAudit } from '../modules/provider-audit/provider-audit.service.ts';
import { rolloverStates } from '../modules/rollover/rollover.table.ts';
import {
  approveTransaction,
  completeTransaction,
  type Operator,
  rejectTransaction,
  voidTransaction,
} from '../modules/transactions/actions/transaction-actions.service.ts';
import { createAdjustment } from '../modules/transactions/money-forms/adjustment.service.ts';
import { createDeposit } from '../modules/transactions/money-forms/deposit.service.ts';
import { quickTopup } from '../modules/transactions/money-forms/quick-topup.service.ts';
import { creditRewardWallet, redeemReward } from '../modules/transactions/money-forms/reward.service.ts';
import { syncGameBalance } from '../modules/transactions/money-forms/sync-balance.service.ts';
import { transferCredit } from '../modules/transactions/money-forms/transfer.service.ts';
import { createWithdrawal } from '../modules/transactions/money-forms/withdrawal.service.ts';
import {
  openProviderCalls,
  reconcileProviderCalls,
} from '../modules/transactions/provider-calls/provider-call-resend.service.ts';
import { resumeTransfers } from '../modules/transactions/provider-calls/resume-transfers.service.ts';
import { providerCalls } from '../modules/transactions/provider-calls.table.ts';
import { transactions } from '../modules/transactions/transactions.table.ts';
import { rewardWalletOf } from '../modules/wallets/wallets.service.ts';
import { DomainError } from '../platform/errors.ts';
import type { MoneyKit } from './money-test-kit.ts';

/**
 * A seeded, reproducible random sequence of every money action with provider faults and
 * gameplay mixed in, including a provider that moves money and then answers an error, or
 * refuses and moves later. The randomized test runs it small on every CI run; `npm run sim`
 * runs it as long as asked. Both end with `checks()`: the ledger sums to zero, every game
 * balance equals the provider's, every kiosk's ledger equals the agent credit it moved,
 * nothing is left open, and the provider audit agrees.
 */

const FAULT_TIMEOUT_MS = 250;
const SETUP_TIMEOUT_MS = 5000;
/** The simulator starts every kiosk with this agent credit; the ledger holds what moved since. */
const AGENT_CREDIT_START_SEN = 100_000_000;
/** Bounds the final drain: each round moves the clock past every retry delay once. */
const DRAIN_ROUNDS = 5;
const KIOSK_CODES: Record<string, string> = {
  Mega888: 'MEGA888',
  Pussy888: 'PUSSY888',
  '918Kiss': 'KISS918',
  Joker: 'JOKER',
};
const FAULTS = [
  { mode: 'lost_reply', when: 'after' },
  { mode: 'timeout', when: 'after' },
  { mode: 'timeout', when: 'before' },
  { mode: 'error', when: 'before', status: 503, code: 'maintenance' },
  { mode: 'error', when: 'before', status: 500, code: 'internal' },
  // The provider moves the money, then answers an error (unknown: resent) or a refusal (a late
  // move the next sync or the audit settles), or refuses now and moves later.
  { mode: 'error', when: 'after', status: 500, code: 'internal' },
  { mode: 'error', when: 'after', status: 409, code: 'account_frozen' },
  { mode: 'deferred', latencyMs: 300, status: 409, code: 'reference_conflict' },
] as const;
// The second approver: a teller's adjustments, Quick Topups and withdrawal approvals above the
// role's limits wait; a second operator (admin, no limits) approves or rejects them, the teller
// trying their own is refused. Money moves only at the second approval, once.
type SecondApprovalOp = 'overLimit' | 'secondApprove' | 'secondReject';
const SECOND_APPROVAL_WEIGHTS: [SecondApprovalOp, number][] = [
  ['overLimit', 6],
  ['secondApprove', 5],
  ['secondReject', 2],
];
const WEIGHTS: [OpName, number][] = [
  ['deposit', 20],
  ['approve', 8],
  ['reject', 3],
  ['withdraw', 8],
  ['complete', 5],
  ['void', 4],
  ['adjust', 6],
  ['reward', 8],
  ['spin', 4],
  ['play', 10],
  ['sync', 4],
  ['fault', 8],
  ['reconcile', 6],
  ['transfer', 5],
  ['bankTransfer', 3],
  ['expense', 2],
  ...SECOND_APPROVAL_WEIGHTS,
];
type OpName =
  | 'deposit'
  | 'approve'
  | 'reject'
  | 'withdraw'
  | 'complete'
  | 'void'
  | 'adjust'
  | 'reward'
  | 'spin'
  | 'play'
  | 'sync'
  | 'fault'
  | 'reconcile'
  | 'transfer'
  | BankMovementOp
  | SecondApprovalOp;

/** A clock the sequence moves forward, so retry delays pass without waiting for them. */
export type SequenceClock = { now: () => Date; advanceMs: (ms: number) => void };
export function sequenceClock(): SequenceClock {
  let clockMs = Date.now();
  return { now: () => new Date(clockMs), advanceMs: (ms) => (clockMs += ms) };
}

/** Operations by kind and outcome: `deposit` succeeded, `withdraw:INSUFFICIENT_BALANCE` was refused. */
export type Tally = Record<string, number>;
export type Check = { name: string; ok: boolean; detail?: string };
export type RunOptions = {
  ops: number;
  seed: number;
  /** The ledger invariant is checked after every this many operations (it scans the whole ledger). */
  invariantEveryOps: number;
  progressEveryOps?: number;
  onProgress?: (done: number, tally: Tally) => void;
};
export type MoneySequence = {
  accountIds: number[];
  run: (options: RunOptions) => Promise<Tally>;
  /** Clears the faults, lets late moves land and settles every open call. */
  drain: () => Promise<void>;
  checks: () => Promise<Check[]>;
};

/** A bug in the money code, not a refusal: the sequence stops here and names the seed. */
export class SequenceBroken extends Error {}

type Setup = {
  kit: MoneyKit;
  clock: SequenceClock;
  operator: Operator;
  accountIds: number[];
  memberOfAccount: Map<number, number>;
  memberIds: number[];
  bankIds: number[];
  bonusIds: number[];
  /** An operator whose role has low amount limits: what they approve above them waits. */
  teller: Operator;
};

/** Members with two game accounts each, their provider balances read, the agent-credit baselines taken. */
export async function prepareMoneySequence(kit: MoneyKit, clock: SequenceClock): Promise<MoneySequence> {
  const db = kit.app.ctx.db;
  await setProviderTimeout(kit, SETUP_TIMEOUT_MS);
  const [admin] = await db.select().from(operators).where(eq(operators.username, 'admin'));
  const operator: Operator = { operatorId: admin!.id, ip: null, can: () => true, gateway: { kind: 'all' } };
  const extra = await db
    .insert(members)
    .values([1, 2].map((n) => ({ name: `rnd${n}`, phone: `6011000000${n}`, spinChances: 5 })))
    .returning();
  const memberIds = [kit.demoMemberId, ...extra.map((m) => m.id)];
  const productIds = (await db.select().from(products).orderBy(asc(products.id))).map((p) => p.id);
  const memberOfAccount = new Map<number, number>();
  for (const memberId of memberIds)
    for (const productId of productIds.slice(0, 2)) {
      try {
        memberOfAccount.set((await createMemberAccount(db, memberId, productId)).id, memberId);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
      }
    }
  for (const name of ['Mega888', '918Kiss'])
    memberOfAccount.set((await kit.accountOf(kit.demoMemberId, name)).id, kit.demoMemberId);
  const accountIds = [...memberOfAccount.keys()];
  for (const id of accountIds) await providerBalance(db, await getMemberAccount(db, id));
  await runProviderAudit(db, { now: clock.now });
  // Short during the run, so injected timeouts cost little; long for setup and the final checks.
  await setProviderTimeout(kit, FAULT_TIMEOUT_MS);
  const setup: Setup = {
    kit,
    clock,
    operator,
    accountIds,
    memberOfAccount,
    memberIds,
    bankIds: (await db.select().from(banks).orderBy(asc(banks.id))).map((b) => b.id),
    bonusIds: (await db.select().from(bonuses).orderBy(asc(bonuses.id))).map((b) => b.id),
    teller: await prepareTeller(kit),
  };
  return {
    accountIds,
    run: (options) => runSequence(setup, options),
    drain: () => drain(setup),
    checks: () => checks(setup),
  };
}

const setProviderTimeout = (kit: MoneyKit, timeoutMs: number) =>
  kit.app.ctx.db.update(providerKiosks).set({ timeoutMs });

async function runSequence(setup: Setup, options: RunOptions): Promise<Tally> {
  const random = seededRandom(options.seed);
  const ops = moneyOps(setup, random);
  const total = WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0);
  const tally: Tally = {};
  const count = (name: string) => {
    tally[name] = (tally[name] ?? 0) + 1;
  };
  for (let i = 0; i < options.ops; i++) {
    const ticket = randomInt(random, 0, total - 1);
    let cumulative = 0;
    const [name] = WEIGHTS.find(([, weight]) => {
      cumulative += weight;
      return ticket < cumulative;
    })!;
    try {
      await ops[name]();
      count(name);
    } catch (error) {
      if (!(error instanceof DomainError))
        throw new SequenceBroken(`op ${i} ${name} failed (seed ${options.seed})`, { cause: error });
      count(`${name}:${error.code}`);
    }
    if (i % options.invariantEveryOps === 0) {
      const invariant = await checkLedgerInvariant(setup.kit.app.ctx.db);
      if (!invariant.ok)
        throw new SequenceBroken(
          `ledger invariant broken at op ${i} (seed ${options.seed}): ${JSON.stringify(invariant)}`,
        );
    }
    if (options.progressEveryOps && (i + 1) % options.progressEveryOps === 0)
      options.onProgress?.(i + 1, tally);
  }
  return tally;
}

/** The operator's own money: transfers between its banks and expenses out of them. */
type BankMovementOp = 'bankTransfer' | 'expense';
function bankMovementOps(setup: Setup, random: () => number): Record<BankMovementOp, () => Promise<unknown>> {
  const db = setup.kit.app.ctx.db;
  const pick = <T>(list: readonly T[]): T => list[randomInt(random, 0, list.length - 1)]!;
  const mover: MovementActor = {
    actor: { kind: 'operator', operatorId: setup.operator.operatorId, ip: null },
    gateway: { kind: 'all' },
  };
  return {
    bankTransfer: () => {
      const fromBankId = pick(setup.bankIds);
      return recordBankTransfer(
        db,
        {
          fromBankId,
          toBankId: pick(setup.bankIds.filter((id) => id !== fromBankId)),
          amountSen: randomInt(random, 100, 30_000),
          remark: null,
        },
        mover,
      );
    },
    expense: () =>
      recordExpense(
        db,
        {
          bankId: pick(setup.bankIds),
          amountSen: randomInt(random, 100, 10_000),
          category: pick(EXPENSE_CATEGORIES),
          remark: null,
        },
        mover,
      ),
  };
}

/** Every expense recorded is in the expense ledger account, and nothing else is. */
async function bankMovementChecks({ kit }: Setup): Promise<Check[]> {
  const db = kit.app.ctx.db;
  const [recorded] = await db
    .select({ sen: sql<string>`coalesce(sum(${bankMovements.amountSen}), 0)` })
    .from(bankMovements)
    .where(eq(bankMovements.kind, 'expense'));
  const bookedSen = await ledgerBalance(db, 'expense', 0);
  const recordedSen = Number(recorded?.sen ?? 0);
  return [
    {
      name: 'the expense ledger equals the expenses recorded',
      ok: bookedSen === recordedSen,
      detail: JSON.stringify({ bookedSen, recordedSen }),
    },
  ];
}

function moneyOps(setup: Setup, random: () => number): Record<OpName, () => Promise<unknown>> {
  return { ...coreOps(setup, random), ...secondApprovalOps(setup, random) };
}

function coreOps(
  setup: Setup,
  random: () => number,
): Record<Exclude<OpName, SecondApprovalOp>, () => Promise<unknown>> {
  const { kit, clock, operator, accountIds, memberIds, bankIds, bonusIds } = setup;
  const db = kit.app.ctx.db;
  const pick = <T>(list: readonly T[]): T => list[randomInt(random, 0, list.length - 1)]!;
  const siblingsOf = (accountId: number) =>
    accountIds.filter(
      (id) => id !== accountId && setup.memberOfAccount.get(id) === setup.memberOfAccount.get(accountId),
    );
  // Picks by position in id order, in the database: the lists grow with the run's length.
  const pickOfStatus = async (statuses: ('pending' | 'success' | 'complete')[]) => {
    const where = and(
      inArray(transactions.status, statuses),
      notInArray(transactions.type, ['reward', 'transfer']),
    );
    const [found] = await db.select({ n: count() }).from(transactions).where(where);
    if (!found?.n) return undefined;
    const [row] = await db
      .select({ id: transactions.id })
      .from(transactions)
      .where(where)
      .orderBy(asc(transactions.id))
      .offset(randomInt(random, 0, found.n - 1))
      .limit(1);
    return row?.id;
  };
  return {
    ...bankMovementOps(setup, random),
    deposit: async () => {
      const accountId = pick(accountIds);
      const { account } = await getMemberAccount(db, accountId);
      const { deposit } = await createDeposit(db, {
        memberId: account.memberId,
        memberAccountId: accountId,
        amountSen: randomInt(random, 1000, 50_000),
        bankId: pick(bankIds),
        bonusId: random() < 0.3 ? pick(bonusIds) : null,
        byMember: true,
        actor: { kind: 'member', memberId: account.memberId, ip: null },
        now: clock.now(),
      });
      if (random() < 0.8) await approveTransaction(db, deposit.id, operator, clock.now);
    },
    approve: async () => {
      const id = await pickOfStatus(['pending']);
      if (id) await approveTransaction(db, id, operator, clock.now);
    },
    reject: async () => {
      const id = await pickOfStatus(['pending']);
      if (id) await rejectTransaction(db, id, operator, 'random reject', clock.now());
    },
    withdraw: async () => {
      const accountId = pick(accountIds);
      if (random() < 0.5)
        await db
          .update(rolloverStates)
          .set({ targetSen: 0 })
          .where(eq(rolloverStates.memberAccountId, accountId));
      const balance = await providerBalance(db, await getMemberAccount(db, accountId));
      const withdrawal = await createWithdrawal(db, {
        memberAccountId: accountId,
        amountSen: balance,
        bankId: pick(bankIds),
        actor: { kind: 'system' },
        now: clock.now(),
      });
      await approveTransaction(db, withdrawal.id, operator, clock.now);
    },
    complete: async () => {
      const id = await pickOfStatus(['success']);
      if (id) await completeTransaction(db, id, operator, { receipt: 'r.jpg' }, clock.now());
    },
    void: async () => {
      const id = await pickOfStatus(['success', 'complete']);
      if (id) await voidTransaction(db, id, operator, null, clock.now);
    },
    adjust: () =>
      createAdjustment(
        db,
        {
          memberAccountId: pick(accountIds),
          amountSen: randomInt(random, 100, 20_000),
          direction: random() < 0.6 ? 'add' : 'deduct',
          remark: 'random adjustment',
        },
        operator,
        clock.now,
      ),
    reward: async () => {
      const memberId = pick(memberIds);
      if (random() < 0.5) {
        await creditRewardWallet(
          db,
          { memberId, amountSen: randomInt(random, 50, 5000), remark: null, actor: { kind: 'system' } },
          clock.now(),
        );
        return;
      }
      const mine = accountIds.filter((id) => setup.memberOfAccount.get(id) === memberId);
      const wallet = await rewardWalletOf(db, memberId);
      await redeemReward(
        db,
        { memberId, memberAccountId: pick(mine), memberWalletId: wallet.id, ip: null },
        clock.now,
      );
    },
    spin: async () => {
      const memberId = pick(memberIds);
      if (random() < 0.3) await db.update(members).set({ spinChances: 2 }).where(eq(members.id, memberId));
      await spinWheel(db, memberId, null);
    },
    play: async () => {
      const { account, product } = await getMemberAccount(db, pick(accountIds));
      await fetch(
        `${kit.sim.url}/admin/kiosks/${KIOSK_CODES[product.name]}/players/${account.username}/play`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ rounds: randomInt(random, 1, 10), seed: randomInt(random, 1, 1e6) }),
        },
      );
    },
    sync: () => syncGameBalance(db, pick(accountIds), clock.now),
    fault: async () => {
      const fault = pick(FAULTS);
      kit.sim.faults.add({
        route: `POST /api/kiosks/*/players/*/${pick(['deposit', 'withdraw'])}`,
        count: 1,
        ...fault,
      });
    },
    transfer: () => {
      const from = pick(accountIds);
      return transferCredit(
        db,
        { fromAccountId: from, toAccountId: pick(siblingsOf(from)), remark: null },
        operator,
        clock.now,
      );
    },
    reconcile: async () => {
      clock.advanceMs(randomInt(random, 1, 200) * 1000);
      await reconcileProviderCalls(db, { now: clock.now() });
      await resumeTransfers(db, { now: clock.now() });
    },
  };
}

/** The teller's limit for every kind: the sequence's amounts fall on both sides of it. */
const TELLER_LIMIT_SEN = 10_000;

/** A role with low amount limits and an operator in it. */
async function prepareTeller(kit: MoneyKit): Promise<Operator> {
  const db = kit.app.ctx.db;
  const [role] = await db
    .insert(roles)
    .values({
      name: 'Sequence teller',
      permissions: [...ALL_PERMISSIONS],
      ...limitValues({
        adjustment: TELLER_LIMIT_SEN,
        quick_topup: TELLER_LIMIT_SEN,
        insert: TELLER_LIMIT_SEN,
        withdrawal_approval: TELLER_LIMIT_SEN,
      }),
    })
    .returning();
  const [teller] = await db
    .insert(operators)
    .values({ name: 'Teller', username: 'seq-teller', passwordHash: 'x', roleId: role!.id })
    .returning();
  return { operatorId: teller!.id, ip: null, can: () => true, gateway: { kind: 'all' } };
}

function secondApprovalOps(
  setup: Setup,
  random: () => number,
): Record<SecondApprovalOp, () => Promise<unknown>> {
  const { kit, clock, operator, teller, accountIds, bankIds } = setup;
  const db = kit.app.ctx.db;
  const pick = <T>(list: readonly T[]): T => list[randomInt(random, 0, list.length - 1)]!;
  const pickWaiting = async () => {
    const waiting = await db
      .select({ id: transactions.id })
      .from(transactions)
      .where(and(eq(transactions.status, 'pending'), isNotNull(transactions.firstApprovedBy)))
      .orderBy(asc(transactions.id));
    return waiting.length ? pick(waiting).id : undefined;
  };
  return {
    overLimit: async () => {
      const memberAccountId = pick(accountIds);
      const amountSen = randomInt(random, 1000, 30_000);
      const kind = randomInt(random, 0, 2);
      if (kind === 0)
        return createAdjustment(
          db,
          { memberAccountId, amountSen, direction: random() < 0.6 ? 'add' : 'deduct', remark: 'over limit' },
          teller,
          clock.now,
        );
      if (kind === 1)
        return quickTopup(
          db,
          { memberAccountId, amountSen, bankId: pick(bankIds), bonusId: null },
          teller,
          clock.now,
        );
      const balance = await providerBalance(db, await getMemberAccount(db, memberAccountId));
      await db
        .update(rolloverStates)
        .set({ targetSen: 0 })
        .where(eq(rolloverStates.memberAccountId, memberAccountId));
      const withdrawal = await createWithdrawal(db, {
        memberAccountId,
        amountSen: balance,
        bankId: pick(bankIds),
        actor: { kind: 'system' },
        now: clock.now(),
      });
      return approveTransaction(db, withdrawal.id, teller, clock.now);
    },
    secondApprove: async () => {
      const id = await pickWaiting();
      // Now and then the first approver tries: refused (SECOND_APPROVAL_SAME_OPERATOR, or another's).
      if (id) await approveTransaction(db, id, random() < 0.2 ? teller : operator, clock.now);
    },
    secondReject: async () => {
      const id = await pickWaiting();
      if (id) await rejectTransaction(db, id, operator, 'second approver says no', clock.now());
    },
  };
}

async function drain({ kit, clock }: Setup): Promise<void> {
  const db = kit.app.ctx.db;
  kit.sim.faults.clear();
  // Deferred moves still on their way land now.
  await new Promise((resolve) => setTimeout(resolve, 500));
  await setProviderTimeout(kit, SETUP_TIMEOUT_MS);
  for (let round = 0; round < DRAIN_ROUNDS; round++) {
    clock.advanceMs(10 * 60_000);
    await reconcileProviderCalls(db, { now: clock.now(), limit: 1000 });
    await resumeTransfers(db, { now: clock.now(), limit: 1000 });
  }
}

async function checks(setup: Setup): Promise<Check[]> {
  const { kit, clock, accountIds } = setup;
  const db = kit.app.ctx.db;
  const result: Check[] = [];
  const check = (name: string, ok: boolean, detail?: unknown) =>
    result.push(ok ? { name, ok } : { name, ok, detail: JSON.stringify(detail) });

  const open = await openProviderCalls(db);
  check('no provider call left open', open.length === 0, open);
  // A transfer whose way back was refused too (the return leg failed) stays processing with
  // its failure code for staff: no code can move that credit without the provider.
  const processing = await db
    .select({ id: transactions.id, failureCode: transactions.failureCode })
    .from(transactions)
    .where(eq(transactions.status, 'processing'));
  const returnRefused = processing.filter((t) => t.failureCode?.startsWith('transfer_return_'));
  const stuck = processing.filter((t) => !returnRefused.includes(t));
  check('no transaction left processing', stuck.length === 0, stuck);
  check(`transfers left for staff after a refused return (${returnRefused.length})`, true);
  for (const id of accountIds) {
    const sync = await syncGameBalance(db, id, clock.now);
    check(`game account ${id} syncs`, sync.kind === 'synced', sync);
  }
  const invariant = await checkLedgerInvariant(db);
  check('ledger sums to zero', invariant.ok, invariant);
  for (const id of accountIds) {
    const ledgerSen = await ledgerBalance(db, 'member_account', id);
    const providerSen = await kit.providerBalance(id);
    check(`game account ${id} ledger equals provider`, ledgerSen === providerSen, { ledgerSen, providerSen });
  }
  for (const product of await db.select().from(products)) {
    const code = KIOSK_CODES[product.name]!;
    const movedSen = kit.sim.store.kiosk(code).agentCreditSen - AGENT_CREDIT_START_SEN;
    const ledgerSen = await ledgerBalance(db, 'kiosk', product.kioskId!);
    check(`kiosk ${code} ledger equals agent credit`, ledgerSen === movedSen, { ledgerSen, movedSen });
  }
  result.push(...(await auditChecks(kit, clock)));
  result.push(...(await bankMovementChecks(setup)));
  return result;
}

/** The provider audit finds nothing new, and what is left for staff is only what code does not settle. */
async function auditChecks(kit: MoneyKit, clock: SequenceClock): Promise<Check[]> {
  const db = kit.app.ctx.db;
  const audit = await runProviderAudit(db, { now: clock.now });
  const unhappy = audit.kiosks.filter((k) => !k.reachable || k.agentCredit !== 'ok');
  const again = await runProviderAudit(db, { now: clock.now });
  const suspenseSen = await ledgerBalance(db, 'suspense', 0);
  // Late moves code does not settle (a transfer leg a later call had already undone, a
  // redemption whose wallet no longer holds the refund) are booked as the provider did them.
  const leftForStaff = await db
    .select({ kind: providerDiscrepancies.kind, purpose: providerCalls.purpose })
    .from(providerDiscrepancies)
    .leftJoin(providerCalls, eq(providerCalls.id, providerDiscrepancies.providerCallId))
    .where(eq(providerDiscrepancies.status, 'open'));
  const unexpected = leftForStaff.filter((row) => row.kind !== 'late_move' || row.purpose === 'approve');
  return [
    {
      name: 'provider audit agrees on agent credit',
      ok: unhappy.length === 0,
      detail: JSON.stringify(unhappy),
    },
    { name: 'a second audit raises nothing', ok: again.raised === 0, detail: String(again.raised) },
    { name: 'suspense is zero', ok: suspenseSen === 0, detail: String(suspenseSen) },
    {
      name: `discrepancies left for staff are late moves only (${leftForStaff.length})`,
      ok: unexpected.length === 0,
      detail: JSON.stringify(unexpected),
    },
  ];
}
